// How an estimate's priced lines are shown: grouped by category in a fixed order with a subtotal each,
// money in US dollars (en-US, SPEC §9) and quantities in the page's language.
import type { EstimateLine } from '#domain/pricing/estimate';
import type { LineCategory } from '#domain/pricing/priced-lines';

/** Category order on every quote: what the fence is, who builds it, the extras, then the charges. */
export const categoryOrder: readonly LineCategory[] = [
  'materials',
  'labor',
  'options',
  'adjustment',
  'shipping',
  'tax',
  'financing',
];

export interface LineGroup {
  category: LineCategory;
  lines: EstimateLine[];
  /** Dollars, summed in cents so it matches the estimate's own totals. */
  subtotal: number;
}

export const groupLines = (lines: readonly EstimateLine[]): LineGroup[] =>
  categoryOrder.flatMap((category) => {
    const inGroup = lines.filter((line) => line.category === category);
    if (inGroup.length === 0) return [];
    const cents = inGroup.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    return [{ category, lines: inGroup, subtotal: cents / 100 }];
  });

/**
 * Dollars as "$1,234.56", "-$12.50" (SPEC §9: USD in en-US format) — what `Intl.NumberFormat('en-US',
 * {style: 'currency', currency: 'USD'})` writes, written out here: a page's first Intl format loads the
 * browser's locale data, a 20–40 ms task on a fast machine (four times that on a phone) which fell as a texted
 * quote's page hydrates and as the builder first prices.
 */
export const formatDollars = (dollars: number): string => {
  // Intl rounds the number as written (1.005 → 1.01, half away from zero), not its binary value
  // (100.49999…): 15 significant digits drop the multiplication's noise first.
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl keeps the sign of a negative amount that rounds to zero ("-$0.00"), and of -0.
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
};
