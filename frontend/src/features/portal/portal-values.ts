// What the owner's /contractor-portal page computes: the form's values from the saved settings (the suggested
// address until one is chosen), the page's full URL, and the embed snippet a website pastes. Pure, so the
// rules are unit-tested.
import type { PortalSettings } from '#domain/contract/portal';
import type { PortalSettingsInput } from '#domain/schemas/portal';

export type PortalFormValues = PortalSettingsInput;

export const toPortalValues = (settings: PortalSettings): PortalFormValues => ({
  slug: settings.slug ?? settings.suggestedSlug,
  published: settings.published,
  about: { ...settings.about },
  show: { ...settings.show },
});

/** Whether the form holds what was last saved. */
export const samePortalValues = (values: PortalFormValues, saved: PortalFormValues): boolean =>
  JSON.stringify(values) === JSON.stringify(saved);

/** An absolute URL on this site: `https://picket.example` + `/c/oak-fence` (one slash between them). */
export const siteUrl = (origin: string, path: string): string =>
  `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** Where a page with this address is: `/c/<slug>`, the slug as typed (lower-cased, trimmed). */
export const pagePathOf = (slug: string): string => `/c/${encodeURIComponent(slug.trim().toLowerCase())}`;

/** A value inside a double-quoted HTML attribute. */
const attribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The snippet that shows the calculator on another website, titled for screen readers. */
export const embedSnippet = (origin: string, embedPath: string, title: string): string =>
  `<iframe src="${attribute(siteUrl(origin, embedPath))}" title="${attribute(title)}" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
