// A ready-made adjustment (an adjustment type the administrators keep) as the row the quote builder adds:
// its label, its description as the reason (the label when it has none), and its value in dollars — a fixed
// amount as it is, a percentage of the price before adjustments worked out to the cent. The row is then an
// ordinary fixed adjustment the contractor may edit. Pure, so it is tested on its own.
import type { AdjustmentType } from '#domain/contract/contractors';
import { toCents, toDollars } from '#domain/money';
import type { Estimate } from '#domain/pricing/estimate';
import type { LineCategory } from '#domain/pricing/priced-lines';
import { percentOfCents } from '#domain/pricing/rounding';

/** Lines that are not part of the price an adjustment's percentage is of. */
const notPriced: ReadonlySet<LineCategory> = new Set(['adjustment', 'tax', 'financing']);

/**
 * The quote's price before adjustments, in cents: every line but the adjustments (the minimum-charge top-up
 * among them), tax and the financing fee — the materials, options, labour and delivery, marked up.
 */
export const priceBeforeAdjustmentsCents = (estimate: Pick<Estimate, 'lines'>): number =>
  estimate.lines
    .filter((line) => !notPriced.has(line.category))
    .reduce((sum, line) => sum + toCents(line.amount), 0);

/**
 * The dollars a type adds (negative: takes off): its fixed amount to the cent, or its percentage of
 * `baseCents`; undefined for a percentage while the fence cannot be priced yet.
 */
export const adjustmentDollarsOf = (
  type: Pick<AdjustmentType, 'adjustmentType' | 'defaultValue'>,
  baseCents: number | undefined,
): number | undefined => {
  if (type.adjustmentType === 'fixed') return toDollars(toCents(type.defaultValue));
  return baseCents === undefined ? undefined : toDollars(percentOfCents(baseCents, type.defaultValue));
};

/** An adjustment row's texts as the builder's form holds them. */
export interface PrefilledAdjustment {
  label: string;
  /** Dollars as typed ('' when the amount cannot be worked out yet: the builder then asks for it). */
  value: string;
  reason: string;
}

/** The row a picked type adds, for a quote whose price before adjustments is `baseCents` (if known). */
export const prefilledAdjustment = (
  type: Pick<AdjustmentType, 'label' | 'description' | 'adjustmentType' | 'defaultValue'>,
  baseCents: number | undefined,
): PrefilledAdjustment => {
  const dollars = adjustmentDollarsOf(type, baseCents);
  return {
    label: type.label,
    value: dollars === undefined ? '' : dollars.toFixed(2),
    reason: type.description.trim() === '' ? type.label : type.description,
  };
};
