// React access to the current language, the `lang` search parameter of the page shown, with the English texts
// the entry ships: the common words, the page frame and the homeowner quote steps (sections common, shell and
// quote-flow of domain/i18n). Every other component uses `useT()` (use-t.ts), which brings the whole catalogue.
import { createContext, useContext, useMemo } from 'react';
import { common } from '#domain/i18n/en/common';
import { quoteFlow } from '#domain/i18n/en/quote-flow';
import { shell } from '#domain/i18n/en/shell';
import type { TranslationKey } from '#domain/i18n/english';
import { type Dictionary, type Lang, localizeMessage, type TranslationVars, translateIn } from './core';

/** The texts of the entry. */
export const coreTexts = { ...common, ...shell, ...quoteFlow };

export type CoreKey = keyof typeof coreTexts;

/**
 * The language of the page shown, given once for the whole tree by the app's root (`AppRoot`, from the root
 * route's match: a Spanish page shows once its dictionary is loaded). One subscription to the router, where
 * each component that translates used to read the router's search itself.
 */
export const LangContext = createContext<Lang>('en');

export const useLang = (): Lang => useContext(LangContext);

/**
 * `t(key, vars)` in the current language, plus `t.lang` and `t.localize(message)`, which renders a key of
 * these texts and passes any other message through (in Spanish, an English text of the catalogue is
 * translated).
 */
export interface TFunction<Key extends string = TranslationKey> {
  (key: Key, vars?: TranslationVars): string;
  readonly lang: Lang;
  localize(message: string): string;
}

/** `t` over some English texts (Spanish, once loaded, has every key). */
export const useTranslator = <Key extends string>(english: Dictionary<Key>): TFunction<Key> => {
  const lang = useLang();
  return useMemo(
    () =>
      Object.assign((key: Key, vars?: TranslationVars) => translateIn(english, lang, key, vars), {
        lang,
        localize: (message: string) =>
          Object.hasOwn(english, message)
            ? translateIn(english, lang, message as Key)
            : localizeMessage(lang, message),
      }),
    [english, lang],
  );
};

/** `t` for the core texts: what the page frame and the homeowner quote flow show. */
export const useCoreT = (): TFunction<CoreKey> => useTranslator(coreTexts);
