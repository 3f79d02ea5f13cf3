// Money is integer cents in storage and math; dollars only at the edges (API payloads, display).

/**
 * Dollars (as typed or sent) to integer cents, rounding half away from zero. toPrecision(12) first drops
 * binary noise such as 19.995 * 100 = 1999.4999999999998, so the half-cent rounds as a person expects.
 */
export const toCents = (dollars: number): number =>
  Math.sign(dollars) * Math.round(Number((Math.abs(dollars) * 100).toPrecision(12))) || 0;

/** Integer cents to dollars for API payloads. */
export const toDollars = (cents: number): number => cents / 100;

// Made at the first amount formatted, not at import: the first Intl formatter of a process loads the locale
// data (about 10 ms), which a Lambda's cold start would otherwise pay on every request that shows no amount.
let usd: Intl.NumberFormat | undefined;

/** Cents as US dollars in en-US format, e.g. 123456 → "$1,234.56". */
export const formatUsd = (cents: number): string => {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
};
