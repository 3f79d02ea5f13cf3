// What the estimator reads from a contractor: pricing and shipping settings (cents, percents, factors)
// and the catalog. Stored contractors can predate a setting, so resolving fills every gap from defaults.
import { contractorDefaults, type FenceMaterial } from '../contractor-defaults';
import { withDefaults } from '../with-defaults';
import type { Catalog } from './catalog';
import type { RemovalRateKey } from './materials';
import { starterCatalog } from './starter-catalog';

type PerMaterial = Readonly<Record<FenceMaterial, number>>;

export interface PricingSettings {
  pricePerFootCents: PerMaterial;
  gatePriceCents: PerMaterial;
  laborPerFootCents: PerMaterial;
  laborPerPostCents: PerMaterial;
  laborPerGateCents: PerMaterial;
  removal: {
    pricingType: 'per_foot' | 'flat_fee';
    flatFeeCents: number;
    perFootCents: Readonly<Record<RemovalRateKey, number>>;
  };
  minimumInstallationChargeCents: number;
  /** Per post hole. */
  excavationRateCents: number;
  /** Per post: the concrete it is set in. */
  concreteSetRateCents: number;
  siteAccessMultiplier: number;
  terrainDifficultyMultiplier: number;
  markupPercentage: number;
  taxEnabled: boolean;
  taxRatePercent: number;
  /** 'all': the whole pre-tax price; 'materials': materials and options (caps, hardware) only. */
  taxBase: 'all' | 'materials';
  concreteBagsPerPost: number;
  financing: { enabled: boolean; aprPercent: number; termMonths: number; programFeePercent: number };
}

export interface ShippingSettings {
  method: 'tiered' | 'flat' | 'per_mile';
  tierOneMaxCents: number;
  tierTwoMaxCents: number;
  tierThreeFree: boolean;
  distanceBrackets: ReadonlyArray<{ maxMiles: number; feeCents: number }>;
  tierTwoFlatFeeCents: number;
  perMileRateCents: number;
  perMileMinimumCents: number;
  discountEnabled: boolean;
  /** Percent off shipping while the discount is enabled; none when absent. */
  discountPercent?: number;
}

export interface EstimatorSettings {
  pricing: PricingSettings;
  shipping: ShippingSettings;
  catalog: Catalog;
}

export const defaultEstimatorSettings: EstimatorSettings = {
  pricing: contractorDefaults.pricing,
  shipping: contractorDefaults.shipping,
  catalog: starterCatalog,
};

/**
 * The estimator settings of a stored contractor. A contractor saved before a setting existed (or whose
 * onboarding replaced a rates object with fewer materials) is priced with the default for what is missing.
 */
export const resolveEstimatorSettings = (stored: {
  pricing?: unknown;
  shipping?: unknown;
  catalog?: Catalog;
}): EstimatorSettings => ({
  pricing: withDefaults(defaultEstimatorSettings.pricing, stored.pricing),
  shipping: withDefaults(defaultEstimatorSettings.shipping, stored.shipping),
  catalog: stored.catalog ?? starterCatalog,
});
