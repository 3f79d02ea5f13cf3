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

const styles: MaterialStyle[] = [
  {
    id: 'vinyl-privacy',
    materialType: 'vinyl',
    styleName: 'Vinyl Privacy',
    imageUrl: '',
    availableHeights: [6, 5, 8],
    lengthInches: 96,
    sortOrder: 1,
  },
  {
    id: 'vinyl-picket',
    materialType: 'vinyl',
    styleName: 'Vinyl Picket',
    imageUrl: '',
    availableHeights: [4, 3, 5],
    lengthInches: 96,
    sortOrder: 2,
  },
  {
    id: 'cedar-privacy',
    materialType: 'cedar',
    styleName: 'Cedar Dog-Ear Privacy',
    imageUrl: '',
    availableHeights: [6, 5, 8],
    lengthInches: 96,
    sortOrder: 3,
  },
  {
    id: 'pressure-treated-privacy',
    materialType: 'pressure_treated',
    styleName: 'Pressure-Treated Pine Privacy',
    imageUrl: '',
    availableHeights: [6, 5, 8],
    lengthInches: 96,
    sortOrder: 4,
  },
  {
    id: 'chain-link-galvanized',
    materialType: 'chain_link',
    styleName: 'Galvanized Chain Link',
    imageUrl: '',
    availableHeights: [4, 5, 6],
    // Line posts every 10 ft, as chain link is set.
    lengthInches: 120,
    sortOrder: 5,
  },
  {
    id: 'aluminum-flat-top',
    materialType: 'aluminum',
    styleName: 'Black Aluminum Flat-Top',
    imageUrl: '',
    availableHeights: [4, 5, 6],
    // Ornamental aluminum comes in 6 ft wide panels.
    lengthInches: 72,
    sortOrder: 6,
  },
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

const hardwareItems: HardwareItem[] = [
  {
    id: 'vinyl-hinge-set',
    name: 'Vinyl Gate Hinge Set',
    materialType: 'vinyl',
    itemType: 'hinge',
    imageUrl: '',
    priceCents: 3800,
  },
  {
    id: 'vinyl-latch',
    name: 'Vinyl Two-Way Latch',
    materialType: 'vinyl',
    itemType: 'latch',
    imageUrl: '',
    priceCents: 3200,
  },
  {
    id: 'cedar-strap-hinge-set',
    name: 'Heavy Strap Hinge Set',
    materialType: 'cedar',
    itemType: 'hinge',
    imageUrl: '',
    priceCents: 2600,
  },
  {
    id: 'cedar-thumb-latch',
    name: 'Thumb Latch',
    materialType: 'cedar',
    itemType: 'latch',
    imageUrl: '',
    priceCents: 1800,
  },
  {
    id: 'pressure-treated-strap-hinge-set',
    name: 'Heavy Strap Hinge Set',
    materialType: 'pressure_treated',
    itemType: 'hinge',
    imageUrl: '',
    priceCents: 2400,
  },
  {
    id: 'pressure-treated-gravity-latch',
    name: 'Gravity Latch',
    materialType: 'pressure_treated',
    itemType: 'latch',
    imageUrl: '',
    priceCents: 1400,
  },
  {
    id: 'chain-link-hinge-set',
    name: 'Chain Link Gate Hinge Set',
    materialType: 'chain_link',
    itemType: 'hinge',
    imageUrl: '',
    priceCents: 1600,
  },
  {
    id: 'chain-link-fork-latch',
    name: 'Chain Link Fork Latch',
    materialType: 'chain_link',
    itemType: 'latch',
    imageUrl: '',
    priceCents: 900,
  },
  {
    id: 'aluminum-self-closing-hinge-set',
    name: 'Self-Closing Hinge Set',
    materialType: 'aluminum',
    itemType: 'hinge',
    imageUrl: '',
    priceCents: 5500,
  },
  {
    id: 'aluminum-pool-latch',
    name: 'Pool Code Gate Latch',
    materialType: 'aluminum',
    itemType: 'latch',
    imageUrl: '',
    priceCents: 6500,
  },
  {
    id: 'magnetic-safety-latch',
    name: 'Magnetic Safety Latch',
    materialType: 'any',
    itemType: 'latch',
    imageUrl: '',
    priceCents: 9500,
  },
  {
    id: 'drop-rod',
    name: 'Drop Rod (Double Gates)',
    materialType: 'any',
    itemType: 'drop_rod',
    imageUrl: '',
    priceCents: 3200,
  },
  {
    id: 'keyed-gate-lock',
    name: 'Keyed Gate Lock',
    materialType: 'any',
    itemType: 'lock',
    imageUrl: '',
    priceCents: 4500,
  },
];

export const starterCatalog: Catalog = { styles, stylePricing, postCaps, hardwareItems };
