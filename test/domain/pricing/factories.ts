// Builders of estimate requests and settings for the pricing tests: a valid request with overrides,
// parsed by the same schema the API uses, and default settings with pricing or shipping overrides.
import { type EstimateRequestInput, estimateRequestSchema } from '#domain/pricing/schemas';
import {
  defaultEstimatorSettings,
  type EstimatorSettings,
  type PricingSettings,
  type ShippingSettings,
} from '#domain/pricing/settings';

export const fenceRequest = (overrides: Partial<EstimateRequestInput> = {}) =>
  estimateRequestSchema.parse({
    zipCode: '78701',
    material: 'vinyl',
    sides: [{ lengthFt: 100, gates: [] }],
    ...overrides,
  });

export const settingsWith = (
  pricing: Partial<PricingSettings> = {},
  shipping: Partial<ShippingSettings> = {},
): EstimatorSettings => ({
  ...defaultEstimatorSettings,
  pricing: { ...defaultEstimatorSettings.pricing, ...pricing },
  shipping: { ...defaultEstimatorSettings.shipping, ...shipping },
});
