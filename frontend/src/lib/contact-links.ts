// The contractor's contact details as links a phone can act on: tap to call, to write, to visit.
import { phoneDigits, toE164 } from '#domain/phone';

/** `tel:` link: E.164 for a valid US number, otherwise whatever digits were stored. */
export const phoneHref = (phone: string): string => `tel:${toE164(phone) ?? phoneDigits(phone)}`;

const hasScheme = /^https?:\/\//i;

/** A website typed as "acmefence.com" still needs a scheme to be a link. */
export const websiteHref = (website: string): string =>
  hasScheme.test(website) ? website : `https://${website}`;

/** The website as people say it: no scheme, no trailing slash. */
export const websiteLabel = (website: string): string => website.replace(hasScheme, '').replace(/\/+$/, '');
