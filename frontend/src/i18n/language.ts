// Language selection and lookup with the full English dictionary (en.ts): what every page outside the
// entry uses. The entry itself (page frame, homeowner quote flow) uses core.ts with its parts of English.
import { type Lang, type TranslationVars, translateIn } from './core';
import { en, type TranslationKey } from './en';

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
  translateIn(en, lang, key, vars);
