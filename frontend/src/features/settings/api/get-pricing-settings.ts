// GET /api/pricing-settings: the contractor's pricing, shipping and catalog (money in integer cents), with
// every missing setting filled from the SPEC §9 defaults by the server. The quote builder prices with
// them locally on every edit; the server prices again on save.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog } from '#domain/pricing/catalog';
import type { PricingSettings, ShippingSettings } from '#domain/pricing/settings';
import { apiGet } from '#frontend/lib/api-client';

export interface PricingSettingsData {
  pricing: PricingSettings;
  shipping: ShippingSettings;
  catalog: Catalog;
  /** The finance partner's application link ('' for none); absent from servers that do not store it. */
  financingUrl?: string;
}

export const pricingSettingsQueryKey = ['/api/pricing-settings'] as const;

export const getPricingSettings = ({ signal }: { signal?: AbortSignal } = {}): Promise<PricingSettingsData> =>
  apiGet<PricingSettingsData>('/api/pricing-settings', signal ? { signal } : {});

export const pricingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: pricingSettingsQueryKey,
    queryFn: ({ signal }) => getPricingSettings({ signal }),
  });

export const usePricingSettings = () => useQuery(pricingSettingsQueryOptions());
