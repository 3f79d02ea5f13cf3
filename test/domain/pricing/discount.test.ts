// A quote's discount: what the contractor's adjustments take off, against the price before them.
import { describe, expect, it } from 'vitest';
import { discountPercentOf } from '#domain/pricing/discount';

const line = (category: string, amount: number) => ({ category, amount }) as never;

describe('discountPercentOf', () => {
  it('is nothing without an adjustment that takes money off', () => {
    expect(discountPercentOf({ lines: [line('materials', 1000), line('adjustment', 50)] })).toBe(0);
  });

  it('divides what is taken off by the price before it, leaving tax and the financing fee out', () => {
    const lines = [
      line('materials', 600),
      line('labor', 400),
      line('adjustment', -150),
      line('tax', 70),
      line('financing', 30),
    ];
    expect(discountPercentOf({ lines })).toBe(15);
  });

  it('adds several discounts and rounds to a tenth of a percent', () => {
    const lines = [
      line('materials', 900),
      line('adjustment', -50),
      line('adjustment', -50),
      line('adjustment', 25),
    ];
    expect(discountPercentOf({ lines })).toBe(10.8);
  });
});
