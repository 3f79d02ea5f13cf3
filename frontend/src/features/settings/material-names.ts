// The translation key of each fence material's name, whichever key a setting files it under
// (per-material rates, removal rates, catalog material ids).
import type { FenceMaterial } from '#domain/contractor-defaults';
import type { FenceMaterialId, RemovalRateKey } from '#domain/pricing/materials';
import type { TranslationKey } from '#frontend/i18n/en';

export const materialNameKey: Record<FenceMaterial, TranslationKey> = {
  vinyl: 'settings.material.vinyl',
  cedar: 'settings.material.cedar',
  chain: 'settings.material.chain',
  aluminum: 'settings.material.aluminum',
  pressureTreated: 'settings.material.pressureTreated',
};

export const removalMaterialNameKey: Record<RemovalRateKey, TranslationKey> = {
  vinyl: 'settings.material.vinyl',
  cedar: 'settings.material.cedar',
  chainLink: 'settings.material.chain',
  aluminum: 'settings.material.aluminum',
  pressureTreated: 'settings.material.pressureTreated',
};

export const catalogMaterialNameKey: Record<FenceMaterialId | 'any', TranslationKey> = {
  vinyl: 'settings.material.vinyl',
  cedar: 'settings.material.cedar',
  chain_link: 'settings.material.chain',
  aluminum: 'settings.material.aluminum',
  pressure_treated: 'settings.material.pressureTreated',
  any: 'settings.material.any',
};
