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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as "$1,234.56" (SPEC §9: USD in en-US format). */
export const formatDollars = (dollars: number): string => usd.format(dollars);
