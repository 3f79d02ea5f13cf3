// The quote's fence type in words: a known material by its translated name, anything else as stored.
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';

const isFenceMaterial = (value: string): value is FenceMaterialId =>
  (fenceMaterialIds as readonly string[]).includes(value);

export const fenceTypeLabelKey = (fenceType: string): `quote.material.${FenceMaterialId}` | undefined =>
  isFenceMaterial(fenceType) ? `quote.material.${fenceType}` : undefined;
