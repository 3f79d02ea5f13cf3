// What a customer sees of a quote's price: the contractor decides whether the lines are itemised
// (showMaterialsBreakdown) and whether old-fence removal stands on its own (showRemovalSeparately).
// Sections keep the estimate's category order and always add up to the quote total.
import type { Estimate, EstimateLine } from './pricing/estimate';

export const customerSectionKeys = [
  'materials',
  'labor',
  'removal',
  'options',
  'adjustment',
  'shipping',
  'tax',
  'financing',
] as const;
export type CustomerSectionKey = (typeof customerSectionKeys)[number];

export interface CustomerSection {
  key: CustomerSectionKey;
  /** Dollars, summed in cents. */
  subtotal: number;
  /** The section's lines; empty when the contractor shows subtotals only. */
  lines: EstimateLine[];
}

export interface CustomerPriceOptions {
  showMaterialsBreakdown: boolean;
  showRemovalSeparately: boolean;
}

/** Sections whose lines are hidden when the contractor does not itemise: what the job is made of. */
const itemisedOnly: ReadonlySet<CustomerSectionKey> = new Set(['materials', 'labor', 'options', 'removal']);

const isRemoval = (line: EstimateLine) => line.key === 'removal';

const sectionOf = (line: EstimateLine, options: CustomerPriceOptions): CustomerSectionKey =>
  options.showRemovalSeparately && isRemoval(line) ? 'removal' : line.category;

export const customerSections = (estimate: Estimate, options: CustomerPriceOptions): CustomerSection[] =>
  customerSectionKeys.flatMap((key) => {
    const lines = estimate.lines.filter((line) => sectionOf(line, options) === key);
    if (lines.length === 0) return [];
    const cents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    const shown = options.showMaterialsBreakdown || !itemisedOnly.has(key);
    return [{ key, subtotal: cents / 100, lines: shown ? lines : [] }];
  });
