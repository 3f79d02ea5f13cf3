// Fence materials as the API names them, and the keys under which contractor settings price each one.
import type { FenceMaterial } from '../contractor-defaults';

export const fenceMaterialIds = ['vinyl', 'cedar', 'chain_link', 'aluminum', 'pressure_treated'] as const;
export type FenceMaterialId = (typeof fenceMaterialIds)[number];

/** The key of a material in the contractor's per-material rates (contractor-defaults.ts). */
export const settingsKeyOf: Record<FenceMaterialId, FenceMaterial> = {
  vinyl: 'vinyl',
  cedar: 'cedar',
  chain_link: 'chain',
  aluminum: 'aluminum',
  pressure_treated: 'pressureTreated',
};

/** What an old fence being torn out is made of; removal is priced per foot by this material. */
export const removalMaterialIds = fenceMaterialIds;
export type RemovalMaterialId = FenceMaterialId;

export const removalKeyOf = {
  vinyl: 'vinyl',
  cedar: 'cedar',
  chain_link: 'chainLink',
  aluminum: 'aluminum',
  pressure_treated: 'pressureTreated',
} as const satisfies Record<RemovalMaterialId, string>;
export type RemovalRateKey = (typeof removalKeyOf)[RemovalMaterialId];

/** Chain link without a catalog style has line posts every 10 ft; other fences come in 8 ft sections. */
export const defaultSectionInches = (material: FenceMaterialId): number =>
  material === 'chain_link' ? 120 : 96;
