// GET /api/pricing-settings: the contractor's pricing, shipping and catalog (money in integer cents), with
// every missing setting filled from the SPEC §9 defaults by the server. The quote builder prices with
// them locally on every edit; the server prices again on save.
import { useQuery } from '@tanstack/react-query';
import type { PricingSettingsData } from '#domain/contract/contractors';
import { pathQueryOptions } from './api-client';

/** Pricing, shipping and catalog as the estimator reads them, and the finance partner's link ('' for none). */
export type { PricingSettingsData };

export const pricingSettingsQueryKey = ['/api/pricing-settings'] as const;

export const pricingSettingsQueryOptions = () =>
  pathQueryOptions<PricingSettingsData>(pricingSettingsQueryKey);

export const usePricingSettings = () => useQuery(pricingSettingsQueryOptions());
