// Language selection and lookup (SPEC §2): the `lang` search parameter picks es or en, anything else is en.
// English ships with the app; the Spanish dictionary is its own chunk, fetched by the root route before a
// Spanish page renders, so English visitors never download it.
import { en, type Messages, type TranslationKey } from './en';

export const languages = ['en', 'es'] as const;
export type Lang = (typeof languages)[number];

let spanish: Messages | undefined;

/** Makes a language's dictionary available; resolves at once when it already is. */
export const loadLanguage = async (lang: Lang): Promise<void> => {
  if (lang === 'es' && !spanish) spanish = (await import('./es')).es;
};

const dictionaryOf = (lang: Lang): Messages => (lang === 'es' && spanish ? spanish : en);

export const parseLang = (value: unknown): Lang => (value === 'es' ? 'es' : 'en');

/** The BCP 47 locale used for dates and numbers in each language. */
export const localeOf = (lang: Lang): string => (lang === 'es' ? 'es-MX' : 'en-US');

export type TranslationVars = Readonly<Record<string, string | number>>;

export const translate = (lang: Lang, key: TranslationKey, vars?: TranslationVars): string => {
  const text = dictionaryOf(lang)[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
};

// The server speaks English (docs/api.md); an English text we also ship is shown in the chosen language.
const keyByEnglishText = new Map<string, TranslationKey>(
  (Object.entries(en) as [TranslationKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * A server or library message in the chosen language when we know it. An unknown (English) message is
 * shown as it came, unless a fallback is given for the other languages.
 */
export const localizeMessage = (lang: Lang, message: string, fallback?: TranslationKey): string => {
  const key = keyByEnglishText.get(message);
  if (key) return dictionaryOf(lang)[key];
  return lang !== 'en' && fallback ? dictionaryOf(lang)[fallback] : message;
};
