// Whose prices apply: a contractor's own settings and catalog, the contractor serving a ZIP, or the
// platform defaults (SPEC §9 and the starter catalog) when nobody serves it.
import { type EstimatorSettings, resolveEstimatorSettings } from '#domain/pricing/settings';
import { store } from '#functions/store/service';

export interface PricingSource {
  contractorId: string | null;
  businessName: string | null;
  /** The contractor's financing partner's application link ('' when none). */
  financingUrl: string;
  settings: EstimatorSettings;
}

export const estimatorSettingsOf = async (contractorId: string): Promise<PricingSource> => {
  const [{ data: contractor }, { data: catalog }] = await Promise.all([
    store.entities.contractor.get({ contractorId }).go(),
    store.entities.catalog.get({ contractorId }).go(),
  ]);
  return {
    contractorId,
    businessName: contractor?.businessName ?? null,
    financingUrl: contractor?.financingUrl ?? '',
    settings: resolveEstimatorSettings({
      pricing: contractor?.pricing,
      shipping: contractor?.shipping,
      catalog: catalog?.catalog,
    }),
  };
};

/**
 * The pricing for a homeowner's ZIP. Several contractors may serve one ZIP; the one with the oldest
 * claim on it wins (first come, first served), which keeps the choice stable between requests.
 */
export const estimatorSettingsForZip = async (zipCode: string): Promise<PricingSource> => {
  const { data } = await store.entities.serviceArea.query.byZip({ zipCode }).go({ pages: 1, limit: 25 });
  const first = [...data].sort((a, b) => a.since.localeCompare(b.since))[0];
  if (!first)
    return {
      contractorId: null,
      businessName: null,
      financingUrl: '',
      settings: resolveEstimatorSettings({}),
    };
  return estimatorSettingsOf(first.contractorId);
};
