// PUT /api/catalog: replaces the contractor's whole catalog (styles, style prices, post caps, hardware);
// the answer is every setting as stored, which replaces the cached read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogUpdate } from '#domain/schemas/pricing-settings';
import { apiPut } from '#frontend/lib/api-client';
import { type PricingSettingsData, pricingSettingsQueryKey } from './get-pricing-settings';

export const updateCatalog = (catalog: CatalogUpdate): Promise<PricingSettingsData> =>
  apiPut<PricingSettingsData>('/api/catalog', catalog);

export const useUpdateCatalog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalog,
    onSuccess: async (saved) => {
      queryClient.setQueryData(pricingSettingsQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: pricingSettingsQueryKey });
    },
  });
};
