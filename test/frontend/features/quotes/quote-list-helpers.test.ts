// The quote list's search box and the breakdown's grouping of priced lines.
import { describe, expect, it } from 'vitest';
import type { EstimateLine } from '#domain/pricing/estimate';
import { formatDollars, groupLines } from '#frontend/components/estimate/estimate-lines';
import { matchesQuoteSearch } from '#frontend/features/quotes/quote-search';

describe('searching loaded quotes', () => {
  const quote = { number: 12, customerName: 'María López' };

  it('finds a quote by its number, with or without "#" or "Quote #"', () => {
    for (const search of ['12', '#12', 'Quote #12', 'quote 12', '1']) {
      expect(matchesQuoteSearch(quote, search), search).toBe(true);
    }
    expect(matchesQuoteSearch(quote, '13')).toBe(false);
  });

  it('finds a quote by customer name, ignoring case and accents', () => {
    expect(matchesQuoteSearch(quote, 'maria')).toBe(true);
    expect(matchesQuoteSearch(quote, 'LÓPEZ')).toBe(true);
    expect(matchesQuoteSearch(quote, 'garcia')).toBe(false);
  });

  it('matches everything when the box is empty', () => {
    expect(matchesQuoteSearch(quote, '   ')).toBe(true);
  });
});

const line = (category: EstimateLine['category'], key: string, amount: number): EstimateLine => ({
  key,
  category,
  label: key,
  quantity: 1,
  unit: 'job',
  unitPrice: amount,
  amount,
});

describe('grouping priced lines', () => {
  it('orders categories materials, labor, options, adjustments, delivery, tax, financing with subtotals', () => {
    const groups = groupLines([
      line('tax', 'tax', 10.01),
      line('labor', 'labor.fence', 100.1),
      line('materials', 'fence', 0.1),
      line('materials', 'concrete', 0.2),
      line('shipping', 'shipping', 0),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['materials', 'labor', 'shipping', 'tax']);
    expect(groups[0]?.subtotal).toBe(0.3);
    expect(groups[0]?.lines.map((entry) => entry.key)).toEqual(['fence', 'concrete']);
  });

  it('shows dollars in en-US format', () => {
    expect(formatDollars(9172.67)).toBe('$9,172.67');
    expect(formatDollars(-150)).toBe('-$150.00');
  });
});
