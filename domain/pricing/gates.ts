// How a gate is built and priced: up to 5 ft it is one leaf; a wider opening gets a double gate of two
// equal leaves. Catalogs price leaves of 3, 4 and 5 ft (a leaf takes the next size up); a leaf wider than
// 5 ft costs pro rata of the 5 ft price, in materials and in labor, as heavier leaves need more of both.
import type { StylePricing } from './catalog';

export const maxSingleGateFt = 5;

export const gateLeaves = (widthFt: number): 1 | 2 => (widthFt > maxSingleGateFt ? 2 : 1);

/** How many 5 ft leaves a gate's leaves are worth: 1 each up to 5 ft, pro rata beyond. */
export const standardLeaves = (widthFt: number): number => {
  const leaves = gateLeaves(widthFt);
  return leaves * Math.max(1, widthFt / leaves / maxSingleGateFt);
};

/** Per-foot method: the contractor's gate price is per leaf of up to 5 ft. Fractional cents. */
export const perFootGateCents = (widthFt: number, gatePriceCents: number): number =>
  standardLeaves(widthFt) * gatePriceCents;

/** Style method: each leaf at the style's 3, 4 or 5 ft gate price for its height. Fractional cents. */
export const styleGateCents = (widthFt: number, prices: StylePricing): number => {
  const leaves = gateLeaves(widthFt);
  const leafWidth = widthFt / leaves;
  if (leafWidth > maxSingleGateFt) return standardLeaves(widthFt) * prices.gate5PriceCents;
  const leaf =
    leafWidth <= 3
      ? prices.gate3PriceCents
      : leafWidth <= 4
        ? prices.gate4PriceCents
        : prices.gate5PriceCents;
  return leaves * leaf;
};

/** Labor to hang a gate: the labor-per-gate rate per standard leaf. Fractional cents. */
export const gateLaborCents = (widthFt: number, laborPerGateCents: number): number =>
  standardLeaves(widthFt) * laborPerGateCents;
