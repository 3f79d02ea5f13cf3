// Which language a customer quote page shows. The `lang` parameter is the visitor's own choice (the
// language switcher sets it) and always wins; without one, the page speaks the quote's language, so a
// Spanish quote opened from its text message reads in Spanish.
import type { Lang } from '#frontend/i18n/core';

/** The `lang` to switch the page to, or undefined when the page already shows the right language. */
export const languageToSwitchTo = (chosen: Lang | undefined, quoteLanguage: Lang): Lang | undefined =>
  chosen === undefined && quoteLanguage !== 'en' ? quoteLanguage : undefined;
