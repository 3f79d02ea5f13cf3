// React access to the current language, read from the `lang` search parameter of the current location,
// with the core English texts only (en-core.ts): for the page frame and the homeowner quote steps, which
// ship in the entry. Every other component uses `useT()` (use-t.ts), which brings the full dictionary.
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  type Dictionary,
  type Lang,
  localizeMessage,
  parseLang,
  type TranslationVars,
  translateIn,
} from './core';
import type { TranslationKey } from './en';
import { type CoreKey, enCore } from './en-core';

export const useLang = (): Lang => {
  const search = useSearch({ strict: false }) as { lang?: unknown };
  return parseLang(search.lang);
};

/** `t(key, vars)` in the current language, plus `t.lang` and `t.localize(message)` for server texts. */
export interface TFunction<Key extends string = TranslationKey> {
  (key: Key, vars?: TranslationVars): string;
  readonly lang: Lang;
  localize(message: string, fallback?: TranslationKey): string;
}

/** `t` over one English dictionary (Spanish, once loaded, has every key). */
export const useTranslator = <Key extends string>(english: Dictionary<Key>): TFunction<Key> => {
  const lang = useLang();
  return useMemo(
    () =>
      Object.assign((key: Key, vars?: TranslationVars) => translateIn(english, lang, key, vars), {
        lang,
        localize: (message: string, fallback?: TranslationKey) => localizeMessage(lang, message, fallback),
      }),
    [english, lang],
  );
};

/** `t` for the core texts: what the page frame and the homeowner quote flow show. */
export const useCoreT = (): TFunction<CoreKey> => useTranslator(enCore);
