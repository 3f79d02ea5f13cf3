// Language selection and lookup with the whole English catalogue (domain/i18n/english.ts): what every page
// outside the entry uses. The entry itself (page frame, homeowner quote flow) uses core.ts with its sections.
import { english, type TranslationKey } from '#domain/i18n/english';
import { type Lang, type TranslationVars, translateIn } from './core';

export type { TranslationKey } from '#domain/i18n/english';
export {
  type Lang,
  languages,
  loadLanguage,
  localeOf,
  localizeMessage,
  parseLang,
  type TranslationVars,
} from './core';

export const translate = (lang: Lang, key: TranslationKey, vars?: TranslationVars): string =>
  translateIn(english, lang, key, vars);
