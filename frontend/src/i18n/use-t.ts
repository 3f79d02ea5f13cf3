// React access to the current language, read from the `lang` search parameter of the current location.
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TranslationKey } from './en';
import { type Lang, localizeMessage, parseLang, type TranslationVars, translate } from './language';

export const useLang = (): Lang => {
  const search = useSearch({ strict: false }) as { lang?: unknown };
  return parseLang(search.lang);
};

/** `t(key, vars)` in the current language, plus `t.lang` and `t.localize(message)` for server texts. */
export interface TFunction {
  (key: TranslationKey, vars?: TranslationVars): string;
  readonly lang: Lang;
  localize(message: string, fallback?: TranslationKey): string;
}

export const useT = (): TFunction => {
  const lang = useLang();
  return useMemo(
    () =>
      Object.assign((key: TranslationKey, vars?: TranslationVars) => translate(lang, key, vars), {
        lang,
        localize: (message: string, fallback?: TranslationKey) => localizeMessage(lang, message, fallback),
      }),
    [lang],
  );
};
