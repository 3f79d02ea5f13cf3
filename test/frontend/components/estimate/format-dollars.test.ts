// Dollars on every quote read as the browser's own en-US currency format writes them (SPEC §9).
import { describe, expect, it } from 'vitest';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatDollars', () => {
  it('writes what Intl writes for US dollars: sign, thousands, two decimals, rounding to the cent', () => {
    const amounts = [
      0, -0, 0.004, -0.004, 0.005, 1, 1.005, 1.015, 2.675, 4.35, 12.5, -12.5, 999.995, 1000, 1234.56,
      -1234.56, 2131.8, 4263.6, 90.57, 1_000_000, 12_345_678.9, -98_765.432,
    ];
    // And a spread of prices as a quote makes them: cents summed and divided back to dollars.
    for (let cents = 0; cents < 2_000_000; cents += 7_919) amounts.push(cents / 100, (cents * 3) / 100 / 7);
    for (const amount of amounts) expect(formatDollars(amount), String(amount)).toBe(intl.format(amount));
  });
});
