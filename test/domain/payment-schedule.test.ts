import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPayments, splitCents } from '#domain/payment-schedule';

const settings = {
  paymentStructure: 'two_payment' as const,
  twoPayDepositPercentage: 50,
  threePaymentPercentages: [30, 30, 40] as const,
  depositPercentage: 30,
};

describe('payment plans (SPEC §5, §9)', () => {
  it('split two payments by the deposit percentage', () => {
    expect(planPayments(100001, settings)).toEqual([
      { type: 'deposit', percentage: 50, amountCents: 50001 },
      { type: 'final_payment', percentage: 50, amountCents: 50000 },
    ]);
  });

  it('split three payments 33.33 / 33.33 / 33.34 to the cent', () => {
    const plan = planPayments(100000, {
      ...settings,
      paymentStructure: 'three_payment',
      threePaymentPercentages: [33.33, 33.33, 33.34],
    });
    expect(plan.map((payment) => payment.type)).toEqual(['deposit', 'materials_delivered', 'final_payment']);
    expect(plan.map((payment) => payment.amountCents)).toEqual([33330, 33330, 33340]);
  });

  it('finance the rest after the deposit, and leave out a 0% share', () => {
    expect(planPayments(1000, { ...settings, paymentStructure: 'finance' })).toEqual([
      { type: 'deposit', percentage: 30, amountCents: 300 },
      { type: 'finance_labor', percentage: 70, amountCents: 700 },
    ]);
    expect(planPayments(1000, { ...settings, twoPayDepositPercentage: 100 })).toEqual([
      { type: 'deposit', percentage: 100, amountCents: 1000 },
    ]);
  });

  it('always add up to the total, each share within a cent of its exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = splitCents(total, weights);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - (total * (weights[index] ?? 0)) / weightSum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
