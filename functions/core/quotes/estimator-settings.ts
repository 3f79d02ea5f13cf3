// Whose prices apply: a contractor's own settings and catalog, the contractor serving a ZIP, or the
// platform defaults (SPEC §9 and the starter catalog) when nobody serves it.
import { defaultRepDiscountLimitPercent } from '#domain/pricing/discount';
import { defaultEstimatorSettings, type EstimatorSettings } from '#domain/pricing/settings';
import { getCatalog, getContractor, listContractorsServingZip } from '#functions/store/contractors';

export interface PricingSource {
  contractorId: string | null;
  businessName: string | null;
  /** The contractor's financing partner's application link ('' when none). */
  financingUrl: string;
  settings: EstimatorSettings;
  /** The reps' discount limit (percent), read with the contractor's settings so a save reads them once. */
  repDiscountLimitPercent?: number;
}

export const estimatorSettingsOf = async (contractorId: string): Promise<PricingSource> => {
  const [contractor, catalog] = await Promise.all([getContractor(contractorId), getCatalog(contractorId)]);
  return {
    contractorId,
    businessName: contractor?.businessName ?? null,
    financingUrl: contractor?.financingUrl ?? '',
    repDiscountLimitPercent: contractor?.repDiscountLimitPercent ?? defaultRepDiscountLimitPercent,
    settings: {
      // The store completes a contractor's settings with the defaults; none at all means the defaults.
      pricing: contractor?.pricing ?? defaultEstimatorSettings.pricing,
      shipping: contractor?.shipping ?? defaultEstimatorSettings.shipping,
      catalog: catalog ?? defaultEstimatorSettings.catalog,
    },
  };
};

/**
 * The pricing for a homeowner's ZIP. Several contractors may serve one ZIP; the one with the oldest
 * claim on it wins (first come, first served), which keeps the choice stable between requests.
 */
export const estimatorSettingsForZip = async (zipCode: string): Promise<PricingSource> => {
  const serving = await listContractorsServingZip(zipCode, 25);
  const first = [...serving].sort((a, b) => a.since.localeCompare(b.since))[0];
  if (!first)
    return {
      contractorId: null,
      businessName: null,
      financingUrl: '',
      settings: defaultEstimatorSettings,
    };
  return estimatorSettingsOf(first.contractorId);
};
