// The quote's fence type in words: a known material by its translated name, anything else as stored.
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import type { TranslationKey } from '#frontend/i18n/language';

const isFenceMaterial = (value: string): value is FenceMaterialId =>
  (fenceMaterialIds as readonly string[]).includes(value);

export const fenceTypeLabelKey = (fenceType: string): TranslationKey | undefined =>
  isFenceMaterial(fenceType) ? `quote.material.${fenceType}` : undefined;
