import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd, toCents, toDollars } from '#domain/money';

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.995)).toBe(2000);
    expect(toCents(-2.5)).toBe(-250);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });

  it('formats US dollars in en-US', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
