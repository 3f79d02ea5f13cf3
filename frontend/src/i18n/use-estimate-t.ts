// `t` for the views of an instant estimate (homeowner result, price breakdown, diagram): the core texts
// and en-estimate.ts, which comes with these views' chunk.
import { type CoreKey, enCore } from './en-core';
import { enEstimate } from './en-estimate';
import { type TFunction, useTranslator } from './use-core-t';

const estimateTexts = { ...enCore, ...enEstimate };

export type EstimateTextKey = CoreKey | keyof typeof enEstimate;

export const useEstimateT = (): TFunction<EstimateTextKey> => useTranslator(estimateTexts);
