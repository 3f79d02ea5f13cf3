// How a job's price is split into payments under the contractor's payment settings (SPEC §3 payment
// schedule, §5 payment split, §9 defaults). Amounts are integer cents and always add up to the total to
// the cent: each share is rounded down and the leftover cents go to the largest remainders.
import { addDays } from './calendar-dates';

export type PaymentStructure = 'two_payment' | 'three_payment' | 'finance';
export type ScheduledMilestoneType = 'deposit' | 'materials_delivered' | 'final_payment' | 'finance_labor';

export interface PaymentSplitSettings {
  paymentStructure: PaymentStructure;
  twoPayDepositPercentage: number;
  threePaymentPercentages: readonly [number, number, number];
  depositPercentage: number;
}

export interface PlannedPayment {
  type: ScheduledMilestoneType;
  percentage: number;
  amountCents: number;
}

/** Splits `totalCents` in proportion to `weights` (largest-remainder rounding; sums to the total). */
export const splitCents = (totalCents: number, weights: readonly number[]): number[] => {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0) return weights.map((_, index) => (index === weights.length - 1 ? totalCents : 0));
  const exact = weights.map((weight) => (totalCents * weight) / weightSum);
  const shares = exact.map(Math.floor);
  let leftover = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    leftover -= 1;
  }
  return shares;
};

const percentagesOf = (settings: PaymentSplitSettings): Array<[ScheduledMilestoneType, number]> => {
  switch (settings.paymentStructure) {
    case 'three_payment': {
      const [deposit, materials, final] = settings.threePaymentPercentages;
      return [
        ['deposit', deposit],
        ['materials_delivered', materials],
        ['final_payment', final],
      ];
    }
    case 'finance':
      return [
        ['deposit', settings.depositPercentage],
        ['finance_labor', 100 - settings.depositPercentage],
      ];
    default:
      return [
        ['deposit', settings.twoPayDepositPercentage],
        ['final_payment', 100 - settings.twoPayDepositPercentage],
      ];
  }
};

/** The payments a job of `totalCents` is due in, in order; shares of 0% are left out. */
export const planPayments = (totalCents: number, settings: PaymentSplitSettings): PlannedPayment[] => {
  const parts = percentagesOf(settings).filter(([, percentage]) => percentage > 0);
  const amounts = splitCents(
    totalCents,
    parts.map(([, percentage]) => percentage),
  );
  return parts.map(([type, percentage], index) => ({ type, percentage, amountCents: amounts[index] ?? 0 }));
};

export type PaymentTerms = 'net_15' | 'net_30' | 'net_45' | 'due_on_receipt';

const termDays: Record<PaymentTerms, number> = { net_15: 15, net_30: 30, net_45: 45, due_on_receipt: 0 };

/** Materials usually arrive about a week after the deposit when the job has no date yet. */
const materialsLeadDays = 7;

export interface MilestoneDates {
  /** The day the job was won (its deposit is due then). */
  today: string;
  /** The job's date, when it has one. */
  scheduledDate?: string | null;
  terms: PaymentTerms;
}

export interface PlannedMilestone extends PlannedPayment {
  dueDate: string;
}

/**
 * When each payment is due: the deposit when the job is won, materials when the work starts, a financed
 * balance when the work starts, and the final payment the terms' days after the work (on receipt: that day).
 */
export const dueDateOf = (type: ScheduledMilestoneType, dates: MilestoneDates): string => {
  const workDay = dates.scheduledDate ?? null;
  switch (type) {
    case 'deposit':
      return dates.today;
    case 'materials_delivered':
      return workDay ?? addDays(dates.today, materialsLeadDays);
    case 'finance_labor':
      return workDay ?? dates.today;
    case 'final_payment':
      return addDays(workDay ?? dates.today, termDays[dates.terms]);
  }
};

export const planMilestones = (
  totalCents: number,
  settings: PaymentSplitSettings,
  dates: MilestoneDates,
): PlannedMilestone[] =>
  planPayments(totalCents, settings).map((payment) => ({
    ...payment,
    dueDate: dueDateOf(payment.type, dates),
  }));
