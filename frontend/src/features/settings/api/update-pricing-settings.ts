// PUT /api/pricing-settings: saves pricing and shipping (and the financing link); the answer is every
// setting as stored, which replaces the cached read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingSettingsUpdate } from '#domain/schemas/pricing-settings';
import { apiPut } from '#frontend/lib/api-client';
import { type PricingSettingsData, pricingSettingsQueryKey } from './get-pricing-settings';

export type PricingSettingsPayload = PricingSettingsUpdate & { financingUrl?: string };

export const updatePricingSettings = (settings: PricingSettingsPayload): Promise<PricingSettingsData> =>
  apiPut<PricingSettingsData>('/api/pricing-settings', settings);

export const useUpdatePricingSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricingSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(pricingSettingsQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: pricingSettingsQueryKey });
    },
  });
};
