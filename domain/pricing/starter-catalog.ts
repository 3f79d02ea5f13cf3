// The catalog a new contractor starts with: common US residential styles at material prices in line
// with typical 2025 US supplier pricing (before markup; labor is priced separately). Contractors edit it.
import type { Catalog, HardwareItem, MaterialStyle, PostCap, StylePricing } from './catalog';

/** [panel, post, 3 ft gate, 4 ft gate, 5 ft gate] in cents for one height. */
type HeightPrices = readonly [number, number, number, number, number];

const pricesOf = (styleId: string, byHeight: Record<number, HeightPrices>): StylePricing[] =>
  Object.entries(byHeight).map(([height, [panel, post, gate3, gate4, gate5]]) => ({
    styleId,
    heightFt: Number(height),
    panelPriceCents: panel,
    postPriceCents: post,
    gate3PriceCents: gate3,
    gate4PriceCents: gate4,
    gate5PriceCents: gate5,
  }));

/** A style with no picture yet; heights in feet, the first priced when a quote names none. */
const style = (
  id: string,
  materialType: MaterialStyle['materialType'],
  styleName: string,
  availableHeights: readonly number[],
  lengthInches: number,
  sortOrder: number,
): MaterialStyle => ({
  id,
  materialType,
  styleName,
  imageUrl: '',
  availableHeights,
  lengthInches,
  sortOrder,
});

// id, material, name, heights, section width in inches, sort order.
const styles: MaterialStyle[] = [
  style('vinyl-privacy', 'vinyl', 'Vinyl Privacy', [6, 5, 8], 96, 1),
  style('vinyl-picket', 'vinyl', 'Vinyl Picket', [4, 3, 5], 96, 2),
  style('cedar-privacy', 'cedar', 'Cedar Dog-Ear Privacy', [6, 5, 8], 96, 3),
  style('pressure-treated-privacy', 'pressure_treated', 'Pressure-Treated Pine Privacy', [6, 5, 8], 96, 4),
  // Line posts every 10 ft, as chain link is set.
  style('chain-link-galvanized', 'chain_link', 'Galvanized Chain Link', [4, 5, 6], 120, 5),
  // Ornamental aluminum comes in 6 ft wide panels.
  style('aluminum-flat-top', 'aluminum', 'Black Aluminum Flat-Top', [4, 5, 6], 72, 6),
];

const stylePricing: StylePricing[] = [
  ...pricesOf('vinyl-privacy', {
    5: [14500, 4800, 26000, 29000, 32000],
    6: [16500, 5500, 29000, 32500, 36000],
    8: [23500, 7500, 39000, 43500, 48000],
  }),
  ...pricesOf('vinyl-picket', {
    3: [8500, 3500, 15500, 17500, 19500],
    4: [9500, 4000, 17500, 19500, 21500],
    5: [11500, 4500, 19500, 22000, 24500],
  }),
  ...pricesOf('cedar-privacy', {
    5: [9000, 2600, 18000, 20500, 23000],
    6: [10500, 2900, 20000, 22500, 25000],
    8: [15500, 4200, 27000, 30000, 33000],
  }),
  ...pricesOf('pressure-treated-privacy', {
    5: [6500, 1700, 13500, 15000, 16500],
    6: [7500, 1900, 15000, 16500, 18000],
    8: [11000, 2900, 20000, 22000, 24000],
  }),
  ...pricesOf('chain-link-galvanized', {
    4: [4500, 2200, 9000, 10000, 11500],
    5: [5500, 2500, 10000, 11000, 12500],
    6: [6500, 2900, 11000, 12500, 14000],
  }),
  ...pricesOf('aluminum-flat-top', {
    4: [14500, 4500, 29000, 31500, 34000],
    5: [17500, 5200, 33000, 36000, 39000],
    6: [20500, 6000, 37000, 40000, 43000],
  }),
];

const postCaps: PostCap[] = [
  { id: 'vinyl-new-england-cap', name: 'Vinyl New England Cap', imageUrl: '', priceCents: 900 },
  { id: 'vinyl-pyramid-cap', name: 'Vinyl Pyramid Cap', imageUrl: '', priceCents: 500 },
  { id: 'solar-led-cap', name: 'Solar LED Post Cap', imageUrl: '', priceCents: 2800 },
  { id: 'wood-pyramid-cap', name: 'Wood Pyramid Cap', imageUrl: '', priceCents: 600 },
  { id: 'copper-top-cap', name: 'Copper Post Cap', imageUrl: '', priceCents: 1800 },
  { id: 'aluminum-ball-cap', name: 'Aluminum Ball Cap', imageUrl: '', priceCents: 800 },
  { id: 'chain-link-dome-cap', name: 'Chain Link Dome Cap', imageUrl: '', priceCents: 300 },
];

/** A hardware item with no picture yet. */
const hardware = (
  id: string,
  name: string,
  materialType: HardwareItem['materialType'],
  itemType: HardwareItem['itemType'],
  priceCents: number,
): HardwareItem => ({ id, name, materialType, itemType, imageUrl: '', priceCents });

// id, name, the material it fits ('any': every fence), what it is for, price in cents.
const hardwareItems: HardwareItem[] = [
  hardware('vinyl-hinge-set', 'Vinyl Gate Hinge Set', 'vinyl', 'hinge', 3800),
  hardware('vinyl-latch', 'Vinyl Two-Way Latch', 'vinyl', 'latch', 3200),
  hardware('cedar-strap-hinge-set', 'Heavy Strap Hinge Set', 'cedar', 'hinge', 2600),
  hardware('cedar-thumb-latch', 'Thumb Latch', 'cedar', 'latch', 1800),
  hardware('pressure-treated-strap-hinge-set', 'Heavy Strap Hinge Set', 'pressure_treated', 'hinge', 2400),
  hardware('pressure-treated-gravity-latch', 'Gravity Latch', 'pressure_treated', 'latch', 1400),
  hardware('chain-link-hinge-set', 'Chain Link Gate Hinge Set', 'chain_link', 'hinge', 1600),
  hardware('chain-link-fork-latch', 'Chain Link Fork Latch', 'chain_link', 'latch', 900),
  hardware('aluminum-self-closing-hinge-set', 'Self-Closing Hinge Set', 'aluminum', 'hinge', 5500),
  hardware('aluminum-pool-latch', 'Pool Code Gate Latch', 'aluminum', 'latch', 6500),
  hardware('magnetic-safety-latch', 'Magnetic Safety Latch', 'any', 'latch', 9500),
  hardware('drop-rod', 'Drop Rod (Double Gates)', 'any', 'drop_rod', 3200),
  hardware('keyed-gate-lock', 'Keyed Gate Lock', 'any', 'lock', 4500),
];

export const starterCatalog: Catalog = { styles, stylePricing, postCaps, hardwareItems };
