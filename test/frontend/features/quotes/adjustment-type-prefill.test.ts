// A ready-made adjustment as the quote builder's new row: a fixed amount to the cent, a percentage of the price
// before adjustments (materials, options, labour and delivery; never adjustments, tax or the financing fee)
// rounded to the cent, the description as the reason or else the label.
import { describe, expect, it } from 'vitest';
import type { Estimate } from '#domain/pricing/estimate';
import {
  adjustmentDollarsOf,
  prefilledAdjustment,
  priceBeforeAdjustmentsCents,
} from '#frontend/features/quotes/adjustment-type-prefill';

const line = (category: Estimate['lines'][number]['category'], amount: number) =>
  ({ category, amount }) as Estimate['lines'][number];

describe('the price a percentage adjustment is of', () => {
  it('is every line but adjustments, tax and the financing fee', () => {
    const estimate = {
      lines: [
        line('materials', 1234.56),
        line('options', 40.1),
        line('labor', 800.2),
        line('shipping', 125),
        line('adjustment', -150),
        line('adjustment', 99.99),
        line('tax', 90.13),
        line('financing', 55.5),
      ],
    };
    expect(priceBeforeAdjustmentsCents(estimate)).toBe(219_986);
  });
});

describe('the dollars of an adjustment type', () => {
  it('are a fixed amount to the cent', () => {
    expect(adjustmentDollarsOf({ adjustmentType: 'fixed', defaultValue: 150 }, undefined)).toBe(150);
    expect(adjustmentDollarsOf({ adjustmentType: 'fixed', defaultValue: -74.995 }, 10_000)).toBe(-75);
  });

  it('are a percentage of the price, rounded half away from zero to the cent', () => {
    expect(adjustmentDollarsOf({ adjustmentType: 'percent', defaultValue: 10 }, 219_986)).toBe(219.99);
    expect(adjustmentDollarsOf({ adjustmentType: 'percent', defaultValue: -5 }, 219_986)).toBe(-109.99);
    // 2.5% of $1.00 is 2.5 cents: 3 cents, and −3 for a discount.
    expect(adjustmentDollarsOf({ adjustmentType: 'percent', defaultValue: 2.5 }, 100)).toBe(0.03);
    expect(adjustmentDollarsOf({ adjustmentType: 'percent', defaultValue: -2.5 }, 100)).toBe(-0.03);
    expect(adjustmentDollarsOf({ adjustmentType: 'percent', defaultValue: 0 }, 100)).toBe(0);
  });

  it('are unknown for a percentage while the fence has no price', () => {
    expect(adjustmentDollarsOf({ adjustmentType: 'percent', defaultValue: 10 }, undefined)).toBeUndefined();
  });
});

describe('the row a picked type adds', () => {
  const senior = {
    label: 'Senior discount',
    description: 'Customers 65 and over',
    adjustmentType: 'percent' as const,
    defaultValue: -5,
  };

  it('takes the label, the description as the reason and the value in dollars as typed', () => {
    expect(prefilledAdjustment(senior, 250_000)).toEqual({
      label: 'Senior discount',
      value: '-125.00',
      reason: 'Customers 65 and over',
    });
  });

  it('gives the label as the reason when there is no description', () => {
    const permit = {
      label: 'Permit fee',
      description: ' ',
      adjustmentType: 'fixed' as const,
      defaultValue: 150,
    };
    expect(prefilledAdjustment(permit, undefined)).toEqual({
      label: 'Permit fee',
      value: '150.00',
      reason: 'Permit fee',
    });
  });

  it('leaves the amount empty for a percentage of a fence not priced yet', () => {
    expect(prefilledAdjustment(senior, undefined).value).toBe('');
  });
});
