// Language selection and lookup (SPEC §2) without any dictionary built in: the `lang` search parameter
// picks es or en, anything else is en. English comes in parts: the texts of the page frame and the homeowner
// quote steps (en-core.ts, in the entry), those of an estimate (en-estimate.ts, with the estimate views) and
// the full reference dictionary (en.ts), which arrives with the pages that use it. The Spanish dictionary is
// its own chunk, fetched by the root route before a Spanish page renders. So an English visitor of the
// public quote page downloads only the texts it shows.
import type { Messages, TranslationKey } from './en';

export const languages = ['en', 'es'] as const;
export type Lang = (typeof languages)[number];

export type TranslationVars = Readonly<Record<string, string | number>>;

/** English texts by key: one part of the English dictionary, or en.ts (which holds them all). */
export type Dictionary<Key extends string> = Readonly<Record<Key, string>>;

let spanish: Messages | undefined;
// The server speaks English (docs/api.md); a text we also ship is shown in Spanish through its key.
let keyByEnglishText: ReadonlyMap<string, TranslationKey> | undefined;

/**
 * Makes a language's dictionary available; resolves at once when it already is. Spanish brings the full
 * English dictionary along, to recognise the English messages the server sends.
 */
export const loadLanguage = async (lang: Lang): Promise<void> => {
  if (lang !== 'es' || spanish) return;
  const [{ es }, { en }] = await Promise.all([import('./es'), import('./en')]);
  keyByEnglishText = new Map(
    (Object.entries(en) as [TranslationKey, string][]).map(([key, text]) => [text, key]),
  );
  spanish = es;
};

export const parseLang = (value: unknown): Lang => (value === 'es' ? 'es' : 'en');

/** The BCP 47 locale used for dates and numbers in each language. */
export const localeOf = (lang: Lang): string => (lang === 'es' ? 'es-MX' : 'en-US');

/** A key's text in a language, from `english` unless Spanish is chosen and loaded. */
export const translateIn = <Key extends string>(
  english: Dictionary<Key>,
  lang: Lang,
  key: Key,
  vars?: TranslationVars,
): string => {
  const text = lang === 'es' && spanish ? spanish[key as unknown as TranslationKey] : english[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
};

/**
 * A server or library message in the chosen language when we know it. An unknown (English) message is
 * shown as it came, unless a fallback is given for the other languages. In English every message is shown
 * as it came: a text we ship reads the same.
 */
export const localizeMessage = (lang: Lang, message: string, fallback?: TranslationKey): string => {
  if (lang === 'en' || !spanish) return message;
  const key = keyByEnglishText?.get(message) ?? fallback;
  return key ? spanish[key] : message;
};
