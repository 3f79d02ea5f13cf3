// What the estimator reads from a contractor: pricing and shipping settings (cents, percents, factors)
// and the catalog. Stored contractors can predate a setting, so resolving fills every gap from defaults.
import { contractorDefaults, type FenceMaterial } from '../contractor-defaults';
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUsable = (stored: unknown, fallback: unknown) =>
  typeof fallback === 'number'
    ? typeof stored === 'number' && Number.isFinite(stored)
    : typeof stored === typeof fallback;

/** Stored values where they have the default's type, the default elsewhere (nested objects merged). */
const withDefaults = <T>(fallback: T, stored: unknown): T => {
  if (isPlainObject(fallback)) {
    if (!isPlainObject(stored)) return fallback;
    const merged: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(fallback)) merged[key] = withDefaults(value, stored[key]);
    return merged as T;
  }
  if (Array.isArray(fallback)) return (Array.isArray(stored) ? stored : fallback) as T;
  return (isUsable(stored, fallback) ? stored : fallback) as T;
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
