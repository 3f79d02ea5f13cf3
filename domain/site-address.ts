// How a job site reads and where Directions go. A site with nothing but its ZIP still reads (and maps) as
// the ZIP; one with nothing at all reads as nothing.
export interface SiteParts {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** One line: "12 Elm St, Chicago, IL 60601" (missing parts left out). */
export const siteLine = (site: SiteParts): string =>
  [site.street, site.city, [site.state, site.zipCode].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** Driving directions to the site in Google Maps (opens the app on a phone); null without an address. */
export const directionsUrl = (site: SiteParts): string | null => {
  const line = siteLine(site);
  return line ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(line)}` : null;
};
