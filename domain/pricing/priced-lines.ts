// Priced lines, the unit of every quote figure: each carries its quantity, unit price and amount, and
// totals are sums of lines, so a quote always adds up to the cent.
import type { estimate } from '../i18n/en/estimate';
import { roundCents } from './rounding';

export const lineCategories = [
  'materials',
  'labor',
  'options',
  'shipping',
  'tax',
  'financing',
  'adjustment',
] as const;
export type LineCategory = (typeof lineCategories)[number];
export type LineUnit = 'ft' | 'section' | 'post' | 'gate' | 'each' | 'bag' | 'job';

/**
 * A key of the catalogue's estimate section (the browser renders it in the page's language) or a catalog or
 * contractor name, shown as is.
 */
export type LineLabel = keyof typeof estimate | (string & {});

export interface LineDetails {
  widthFt?: number;
  heightFt?: number;
  /** The percent a tax or fee line charges. */
  ratePercent?: number;
  /** Why an adjustment was made. */
  reason?: string;
}

/** amount = quantity × unit price, to the cent; unit prices already include markup and multipliers. */
export interface PricedLine extends LineDetails {
  key: string;
  category: LineCategory;
  label: LineLabel;
  quantity: number;
  unit: LineUnit;
  unitPriceCents: number;
  amountCents: number;
}

/** The lines of one estimate as they are priced, with the sums the totals are made of. */
export const createLineBook = () => {
  const lines: PricedLine[] = [];
  const sum = (...categories: LineCategory[]) => {
    let total = 0;
    for (const line of lines)
      if (categories.length === 0 || categories.includes(line.category)) total += line.amountCents;
    return total;
  };
  const add = (
    category: LineCategory,
    key: string,
    label: LineLabel,
    quantity: number,
    unit: LineUnit,
    unitPriceCents: number,
    details?: LineDetails & { keepFree?: boolean },
  ) => {
    // Nothing to show for a rate of zero, except where "free" is news (delivery).
    if (quantity <= 0 || (unitPriceCents === 0 && !details?.keepFree)) return;
    const { keepFree: _keepFree, ...shown } = details ?? {};
    const amountCents = roundCents(quantity * unitPriceCents);
    lines.push({ key, category, label, quantity, unit, unitPriceCents, amountCents, ...shown });
  };
  return { lines, add, sum };
};
export type LineBook = ReturnType<typeof createLineBook>;
