// The contractor's product catalog (SPEC §3): styles with per-height prices, post caps and hardware.
// Prices are the contractor's material prices in integer cents, before markup.
import type { FenceMaterialId } from './materials';

export interface MaterialStyle {
  id: string;
  materialType: FenceMaterialId;
  styleName: string;
  imageUrl: string;
  /** Heights in feet; the first is the one priced when a quote names no height. */
  availableHeights: readonly number[];
  /** Width of one section (panel) between posts. */
  lengthInches: number;
  sortOrder: number;
}

/** Prices of one style at one height: a panel (section), a post and single gates of 3, 4 and 5 ft. */
export interface StylePricing {
  styleId: string;
  heightFt: number;
  panelPriceCents: number;
  postPriceCents: number;
  gate3PriceCents: number;
  gate4PriceCents: number;
  gate5PriceCents: number;
}

export interface PostCap {
  id: string;
  name: string;
  imageUrl: string;
  priceCents: number;
}

/** What a hardware item is for decides its default quantity (hinges per gate leaf, latches per gate). */
export const hardwareItemTypes = ['hinge', 'latch', 'drop_rod', 'gate_kit', 'lock', 'other'] as const;
export type HardwareItemType = (typeof hardwareItemTypes)[number];

export interface HardwareItem {
  id: string;
  name: string;
  /** 'any' for hardware that fits every fence (safety latches, drop rods). */
  materialType: FenceMaterialId | 'any';
  itemType: HardwareItemType;
  imageUrl: string;
  priceCents: number;
}

export interface Catalog {
  styles: readonly MaterialStyle[];
  stylePricing: readonly StylePricing[];
  postCaps: readonly PostCap[];
  hardwareItems: readonly HardwareItem[];
}

export const findStyle = (catalog: Catalog, styleId: string): MaterialStyle | undefined =>
  catalog.styles.find((style) => style.id === styleId);

export const findStylePricing = (
  catalog: Catalog,
  styleId: string,
  heightFt: number,
): StylePricing | undefined =>
  catalog.stylePricing.find((price) => price.styleId === styleId && price.heightFt === heightFt);

export const findPostCap = (catalog: Catalog, capId: string): PostCap | undefined =>
  catalog.postCaps.find((cap) => cap.id === capId);

export const findHardwareItem = (catalog: Catalog, hardwareId: string): HardwareItem | undefined =>
  catalog.hardwareItems.find((item) => item.id === hardwareId);

/** The styles and hardware a quote for this material can offer, in catalog order. */
export const catalogFor = (catalog: Catalog, material: FenceMaterialId) => ({
  styles: catalog.styles
    .filter((style) => style.materialType === material)
    .sort((a, b) => a.sortOrder - b.sortOrder),
  hardwareItems: catalog.hardwareItems.filter(
    (item) => item.materialType === material || item.materialType === 'any',
  ),
  postCaps: catalog.postCaps,
});
