// `t` for the marketing pages (/, /homeowner, /contractor): the core texts and the marketing section of
// domain/i18n, which comes with those pages' chunks — they load no more of the catalogue than they show.
import { marketing } from '#domain/i18n/en/marketing';
import { type CoreKey, coreTexts, type TFunction, useTranslator } from './use-core-t';

const marketingTexts = { ...coreTexts, ...marketing };

export type MarketingTextKey = CoreKey | keyof typeof marketing;

export const useMarketingT = (): TFunction<MarketingTextKey> => useTranslator(marketingTexts);
