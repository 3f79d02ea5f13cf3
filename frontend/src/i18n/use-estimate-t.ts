// `t` for the views of an instant estimate (homeowner result, price breakdown, diagram): the core texts and
// the estimate section of domain/i18n, which comes with these views' chunk.
import { estimate } from '#domain/i18n/en/estimate';
import { type CoreKey, coreTexts, type TFunction, useTranslator } from './use-core-t';

const estimateTexts = { ...coreTexts, ...estimate };

export type EstimateTextKey = CoreKey | keyof typeof estimate;

export const useEstimateT = (): TFunction<EstimateTextKey> => useTranslator(estimateTexts);
