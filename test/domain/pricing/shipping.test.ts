import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { estimateFence } from '#domain/pricing/estimate';
import type { ShippingSettings } from '#domain/pricing/settings';
import { distanceFeeCents, shippingFor } from '#domain/pricing/shipping';
import { fenceRequest, settingsWith } from './factories';

const defaults: ShippingSettings = contractorDefaults.shipping;
const fee = (goodsDollars: number, miles: number, shipping: ShippingSettings = defaults) =>
  shippingFor(Math.round(goodsDollars * 100), miles, shipping).feeCents / 100;

describe('shipping', () => {
  it('charges tier 1 orders (under $2,000) by distance bracket', () => {
    expect(fee(1000, 0)).toBe(125);
    expect(fee(1000, 25)).toBe(125);
    expect(fee(1000, 26)).toBe(160);
    expect(fee(1000, 49)).toBe(160);
    expect(fee(1000, 49.5)).toBe(225);
    expect(fee(1000, 100)).toBe(225);
    expect(shippingFor(100_000, 10, defaults).tier).toBe(1);
  });

  it('charges the per-mile rate past the last bracket, never under its minimum', () => {
    expect(fee(1000, 101)).toBe(252.5);
    expect(fee(1000, 300)).toBe(750);
    expect(distanceFeeCents(120, { ...defaults, perMileMinimumCents: 40_000 })).toBe(40_000);
  });

  it('charges tier 2 orders ($2,000 to $4,999.99) the flat fee and ships tier 3 free', () => {
    expect(fee(2000, 80)).toBe(100);
    expect(fee(4800, 80)).toBe(100);
    expect(fee(4999.99, 80)).toBe(0.01); // a cent short of free shipping: the taper below
    expect(shippingFor(499_999, 80, defaults).tier).toBe(2);
    expect(fee(5000, 80)).toBe(0);
    expect(shippingFor(500_000, 80, defaults).tier).toBe(3);
    expect(fee(5000, 80, { ...defaults, tierThreeFree: false })).toBe(100);
  });

  it('prices every order by the per-mile rate or a flat fee when the contractor ships that way', () => {
    const perMile = { ...defaults, method: 'per_mile' as const };
    expect(fee(3000, 20, perMile)).toBe(100); // 20 × $2.50 = $50, minimum $100
    expect(fee(3000, 60, perMile)).toBe(150);
    expect(fee(6000, 60, perMile)).toBe(0);
    expect(fee(100, 300, { ...defaults, method: 'flat' })).toBe(100);
  });

  it('tapers the fee near a cheaper tier so a larger order never costs less', () => {
    expect(fee(1950, 80)).toBe(150); // $50 short of tier 2, whose fee is $100
    expect(fee(4990, 10)).toBe(10); // $10 short of free shipping
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('tiered' as const, 'flat' as const, 'per_mile' as const),
        (goods, more, miles, method) => {
          const shipping = { ...defaults, method };
          const smaller = goods + shippingFor(goods, miles, shipping).feeCents;
          const larger = goods + more + shippingFor(goods + more, miles, shipping).feeCents;
          expect(larger).toBeGreaterThanOrEqual(smaller);
        },
      ),
    );
  });

  it('takes the discount off while it is enabled', () => {
    const discounted = { ...defaults, discountEnabled: true, discountPercent: 20 };
    expect(fee(1000, 30, discounted)).toBe(128);
    expect(fee(1000, 30, { ...discounted, discountEnabled: false })).toBe(160);
  });

  it('ships the goods of a quote (materials and options) only when a distance is given', () => {
    const settings = settingsWith();
    const small = estimateFence(
      fenceRequest({ sides: [{ lengthFt: 40, gates: [] }], shippingDistanceMiles: 30 }),
      settings,
    );
    expect(small.materialsCost).toBeLessThan(2000);
    expect(small.lines.find((line) => line.key === 'shipping')).toMatchObject({
      category: 'shipping',
      amount: 160,
    });
    expect(estimateFence(fenceRequest({ sides: [{ lengthFt: 40, gates: [] }] }), settings).shippingCost).toBe(
      0,
    );
    const large = estimateFence(
      fenceRequest({ sides: [{ lengthFt: 400, gates: [] }], shippingDistanceMiles: 30 }),
      settings,
    );
    expect(large.lines.find((line) => line.key === 'shipping')?.amount).toBe(0);
  });
});
