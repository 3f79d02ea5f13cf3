// Financing figures: the partner's program fee and the level monthly payment of an amortized loan.
import { percentOfCents, roundCents } from './rounding';

/** The program (dealer) fee on an amount, in cents. */
export const programFeeCents = (amountCents: number, feePercent: number): number =>
  Math.max(0, percentOfCents(amountCents, feePercent));

/** Level monthly payment of `principalCents` over `termMonths` at `aprPercent` (0 % APR: equal parts). */
export const monthlyPaymentCents = (
  principalCents: number,
  aprPercent: number,
  termMonths: number,
): number => {
  if (principalCents <= 0 || termMonths < 1) return 0;
  const months = Math.round(termMonths);
  const rate = aprPercent / 100 / 12;
  if (rate <= 0) return roundCents(principalCents / months);
  return roundCents((principalCents * rate) / (1 - (1 + rate) ** -months));
};
