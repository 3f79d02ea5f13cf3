// The builder's live price: the fence as typed so far, priced in the browser with the contractor's settings
// and the shared estimator (the server prices again on save). A missing ZIP does not hold the price back.
import { type Estimate, estimateFence } from '#domain/pricing/estimate';
import type { EstimateRequest } from '#domain/pricing/schemas';
import type { PricingSettingsData as PricingSettings } from '#frontend/lib/pricing-settings';
import { type PricedValues, previewRequest } from './builder-values';

/** The estimate of a request, or undefined when the estimator refuses it (a fence it cannot lay out). */
export const safeEstimate = (request: EstimateRequest, settings: PricingSettings): Estimate | undefined => {
  try {
    return estimateFence(request, settings);
  } catch {
    return undefined;
  }
};

export interface LivePrice {
  /** The request of the values, when they describe a fence that can be priced. */
  request: EstimateRequest | undefined;
  estimate: Estimate | undefined;
}

/** `check` gives the fence's preview request (the builder passes its check, which remembers the last one). */
export const livePrice = (
  values: PricedValues,
  settings: PricingSettings,
  check: (values: PricedValues) => { preview: EstimateRequest | undefined } = (fence) => ({
    preview: previewRequest(fence, settings.catalog),
  }),
): LivePrice => {
  const request = check(values).preview;
  return { request, estimate: request ? safeEstimate(request, settings) : undefined };
};
