// The Record payment form: which milestone and how much it starts with (the first unpaid milestone and
// what is still due on it), the SPEC §5 payment rules (amount at least 0.01, a method, a valid date) and
// the POST body. Paying more than is due is the server's call (409 OVERPAYMENT names the amount due).

import { toDollars } from '#domain/money';
import type { Milestone, PaymentMethod } from './api/get-job';
import type { PaymentInput } from './api/record-payment';
import type { FormProblems } from './form-problem';
import { isIsoDate } from './job-dates';
import { dollarsToInput, moneyInputToCents, moneyInputToDollars, remainingCents } from './job-money';
import { payableMilestones } from './milestone-schedule';

export interface PaymentFormValues {
  milestoneId: string;
  /** Dollars as typed. */
  amount: string;
  paymentMethod: PaymentMethod;
  /** YYYY-MM-DD */
  paymentDate: string;
  checkNumber: string;
  notes: string;
}

const remainingText = (milestone: Milestone | undefined): string =>
  milestone ? dollarsToInput(toDollars(remainingCents(milestone))) : '';

export const initialPaymentValues = (milestones: readonly Milestone[], today: string): PaymentFormValues => {
  const first = payableMilestones(milestones)[0];
  return {
    milestoneId: first?.id ?? '',
    amount: remainingText(first),
    paymentMethod: 'cash',
    paymentDate: today,
    checkNumber: '',
    notes: '',
  };
};

/** Picking another milestone proposes what is still due on it. */
export const withPaymentMilestone = (
  values: PaymentFormValues,
  milestones: readonly Milestone[],
  milestoneId: string,
): PaymentFormValues => ({
  ...values,
  milestoneId,
  amount: remainingText(milestones.find((milestone) => milestone.id === milestoneId)),
});

export const paymentProblems = (values: PaymentFormValues): FormProblems => {
  const problems: FormProblems = {};
  if (!values.milestoneId) problems.milestoneId = { key: 'jobs.payment.milestoneRequired' };
  const cents = moneyInputToCents(values.amount);
  if (Number.isNaN(cents) || cents < 1) problems.amount = { key: 'payment.amount.invalid' };
  if (!isIsoDate(values.paymentDate)) problems.paymentDate = { key: 'date.invalid' };
  return problems;
};

export const paymentInputOf = (values: PaymentFormValues): PaymentInput => ({
  milestoneId: values.milestoneId,
  amount: moneyInputToDollars(values.amount),
  paymentMethod: values.paymentMethod,
  paymentDate: values.paymentDate,
  ...(values.paymentMethod === 'check' && values.checkNumber.trim()
    ? { checkNumber: values.checkNumber.trim() }
    : {}),
  ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
});
