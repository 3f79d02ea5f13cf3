// Whose prices apply: a contractor's own settings and catalog, the contractor a ZIP's estimate previews
// (core/leads/route-lead.ts), or the platform defaults (SPEC §9 and the starter catalog) when nobody serves it.
import { defaultRepDiscountLimitPercent } from '#domain/pricing/discount';
import { defaultEstimatorSettings, type EstimatorSettings } from '#domain/pricing/settings';
import { type ContractorRecord, getCatalog, getContractor } from '#functions/store/contractors';
import { previewLeadRoute } from '../leads/route-lead';

export interface PricingSource {
  contractorId: string | null;
  businessName: string | null;
  /** The contractor's financing partner's application link ('' when none). */
  financingUrl: string;
  settings: EstimatorSettings;
  /** The reps' discount limit (percent), read with the contractor's settings so a save reads them once. */
  repDiscountLimitPercent?: number;
  /** The contractor's profile the prices were read from, for a caller that needs more of it (a lead's alert). */
  contractor?: ContractorRecord | null;
}

export const estimatorSettingsOf = async (contractorId: string): Promise<PricingSource> => {
  const [contractor, catalog] = await Promise.all([getContractor(contractorId), getCatalog(contractorId)]);
  return {
    contractorId,
    businessName: contractor?.businessName ?? null,
    financingUrl: contractor?.financingUrl ?? '',
    repDiscountLimitPercent: contractor?.repDiscountLimitPercent ?? defaultRepDiscountLimitPercent,
    contractor,
    settings: {
      // The store completes a contractor's settings with the defaults; none at all means the defaults.
      pricing: contractor?.pricing ?? defaultEstimatorSettings.pricing,
      shipping: contractor?.shipping ?? defaultEstimatorSettings.shipping,
      catalog: catalog ?? defaultEstimatorSettings.catalog,
    },
  };
};

/** The platform's own prices, for a ZIP nobody serves. */
const platformPricing: PricingSource = {
  contractorId: null,
  businessName: null,
  financingUrl: '',
  settings: defaultEstimatorSettings,
};

/** A routed lead's pricing: its contractor's, or the platform's when it went to the admins' queue. */
export const estimatorSettingsOfRouted = async (contractorId: string | null): Promise<PricingSource> =>
  contractorId ? estimatorSettingsOf(contractorId) : platformPricing;

/**
 * The pricing of a homeowner's instant estimate for a ZIP, read without taking a turn: the contractor the
 * lead routing rules would try first (else the one with the oldest claim on the ZIP), which keeps the choice
 * stable between requests. The lead itself is priced by the contractor it is routed to.
 */
export const estimatorSettingsForZip = async (zipCode: string): Promise<PricingSource> =>
  estimatorSettingsOfRouted(await previewLeadRoute(zipCode));
