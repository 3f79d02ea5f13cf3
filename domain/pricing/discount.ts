// How deep a quote's discount goes: the contractor's adjustments that take money off, as a percentage of the
// price before them (before tax and the financing fee). Reps may discount up to the owner's limit
// (functions/core/quotes/discount-review.ts); beyond it the owner approves first.
import type { Estimate } from './estimate';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The discount of a priced quote, in percent to one decimal (0 when nothing is taken off). */
export const discountPercentOf = (estimate: Pick<Estimate, 'lines'>): number => {
  let offCents = 0;
  let pricedCents = 0;
  for (const line of estimate.lines) {
    if (line.category === 'tax' || line.category === 'financing') continue;
    const amount = cents(line.amount);
    // A contractor's own adjustment that takes money off (the minimum-charge top-up only ever adds).
    if (line.category === 'adjustment' && amount < 0) offCents -= amount;
    else pricedCents += amount;
  }
  if (offCents <= 0 || pricedCents <= 0) return offCents > 0 ? 100 : 0;
  return Math.min(100, Math.round((offCents / pricedCents) * 1000) / 10);
};

/** The limit a new contractor's reps start with (percent); the owner changes it on the team page. */
export const defaultRepDiscountLimitPercent = 10;
