// A contractor's pricing, shipping and catalog settings as the settings screen reads and saves them: the
// settings the estimator prices with, plus the financing partner's link.
import type { CatalogUpdate, PricingSettingsUpdate } from '#domain/schemas/pricing-settings';
import { DomainError } from '#functions/core/errors';
import {
  saveCatalog as storeCatalog,
  savePricingSettings as storePricingSettings,
} from '#functions/store/contractors';
import { estimatorSettingsOf } from '../quotes/estimator-settings';

/** The settings screen's view: the estimator's settings and the financing link. */
export const pricingSettingsView = async (contractorId: string) => {
  const { settings, financingUrl } = await estimatorSettingsOf(contractorId);
  return { ...settings, financingUrl };
};

export const savePricingSettings = async (contractorId: string, update: PricingSettingsUpdate) => {
  const { pricing, shipping, financingUrl } = update;
  const saved = await storePricingSettings(contractorId, {
    pricing,
    shipping,
    ...(financingUrl === undefined ? {} : { financingUrl }),
  });
  if (!saved) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return pricingSettingsView(contractorId);
};

export const saveCatalog = async (contractorId: string, catalog: CatalogUpdate) => {
  await storeCatalog(contractorId, catalog);
  return pricingSettingsView(contractorId);
};
