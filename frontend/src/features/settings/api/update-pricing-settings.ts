// PUT /api/pricing-settings: saves pricing and shipping (and the financing link); the answer is every
// setting as stored, which replaces the cached read.
import type { PricingSettingsPayload } from '#domain/contract/contractors';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type PricingSettingsData, pricingSettingsQueryKey } from '#frontend/lib/pricing-settings';

export type { PricingSettingsPayload };

export const updatePricingSettings = (settings: PricingSettingsPayload): Promise<PricingSettingsData> =>
  apiPut<PricingSettingsData>('/api/pricing-settings', settings);

export const useUpdatePricingSettings = () =>
  useCachedWrite({ mutationFn: updatePricingSettings, queryKey: pricingSettingsQueryKey });
