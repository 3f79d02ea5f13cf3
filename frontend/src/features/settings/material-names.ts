// The translation key of each fence material's name, whichever key a setting files it under
// (per-material rates, removal rates, catalog material ids).
import type { FenceMaterial } from '#domain/contractor-defaults';
import type { FenceMaterialId, RemovalRateKey } from '#domain/pricing/materials';
import type { TranslationKey } from '#frontend/i18n/language';

export const materialNameKey: Record<FenceMaterial, TranslationKey> = {
  vinyl: 'quote.material.vinyl',
  cedar: 'quote.material.cedar',
  chain: 'quote.material.chain_link',
  aluminum: 'quote.material.aluminum',
  pressureTreated: 'quote.material.pressure_treated',
};

export const removalMaterialNameKey: Record<RemovalRateKey, TranslationKey> = {
  vinyl: 'quote.material.vinyl',
  cedar: 'quote.material.cedar',
  chainLink: 'quote.material.chain_link',
  aluminum: 'quote.material.aluminum',
  pressureTreated: 'quote.material.pressure_treated',
};

export const catalogMaterialNameKey: Record<FenceMaterialId | 'any', TranslationKey> = {
  vinyl: 'quote.material.vinyl',
  cedar: 'quote.material.cedar',
  chain_link: 'quote.material.chain_link',
  aluminum: 'quote.material.aluminum',
  pressure_treated: 'quote.material.pressure_treated',
  any: 'settings.material.any',
};
