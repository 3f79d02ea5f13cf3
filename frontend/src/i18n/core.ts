// Language selection and lookup (SPEC §2) without any dictionary built in: the `lang` search parameter
// picks es or en, anything else is en. The texts are the one catalogue in domain/i18n, loaded in parts: the
// entry carries the page frame and the homeowner quote steps (use-core-t.ts), the estimate views bring the
// estimate texts (use-estimate-t.ts), every other page the whole English catalogue (use-t.ts), and Spanish is
// its own chunk, fetched by the root route before a Spanish page renders. So an English visitor of the public
// quote page downloads only the texts it shows.
import type { TranslationKey } from '#domain/i18n/english';

export const languages = ['en', 'es'] as const;
export type Lang = (typeof languages)[number];

export type TranslationVars = Readonly<Record<string, string | number>>;

/** English texts by key: some sections of the catalogue, or all of it. */
export type Dictionary<Key extends string> = Readonly<Record<Key, string>>;

let spanish: Record<TranslationKey, string> | undefined;
// Recognises an English text the browser itself produced (e.g. an error thrown before any request) or kept
// from before a language switch; the server already answers in the page's language (x-picket-lang).
let keyByEnglishText: ReadonlyMap<string, TranslationKey> | undefined;

/**
 * Makes a language's texts available; resolves at once when they already are. Spanish brings the English
 * catalogue along, to recognise English texts that are still on screen.
 */
export const loadLanguage = async (lang: Lang): Promise<void> => {
  if (lang !== 'es' || spanish) return;
  const [{ spanish: texts }, { english }] = await Promise.all([
    import('#domain/i18n/spanish'),
    import('#domain/i18n/english'),
  ]);
  keyByEnglishText = new Map(
    (Object.entries(english) as [TranslationKey, string][]).map(([key, text]) => [text, key]),
  );
  spanish = texts;
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
 * A message in the chosen language when we know it: server messages already come in the page's language, so
 * this only turns an English text of the catalogue into Spanish; any other message is shown as it came.
 */
export const localizeMessage = (lang: Lang, message: string): string => {
  if (lang === 'en' || !spanish) return message;
  const key = keyByEnglishText?.get(message);
  return key ? spanish[key] : message;
};
