// PUT /api/catalog: replaces the contractor's whole catalog (styles, style prices, post caps, hardware);
// the answer is every setting as stored, which replaces the cached read.
import type { CatalogInput } from '#domain/contract/contractors';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type PricingSettingsData, pricingSettingsQueryKey } from '#frontend/lib/pricing-settings';

export const updateCatalog = (catalog: CatalogInput): Promise<PricingSettingsData> =>
  apiPut<PricingSettingsData>('/api/catalog', catalog);

export const useUpdateCatalog = () =>
  useCachedWrite({ mutationFn: updateCatalog, queryKey: pricingSettingsQueryKey });
