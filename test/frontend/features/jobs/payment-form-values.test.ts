// Record payment: it starts on the first unpaid milestone with what is still due on it, checks SPEC §5's
// payment rules and sends the check number only for a check.
import { describe, expect, it } from 'vitest';
import {
  initialPaymentValues,
  paymentInputOf,
  paymentProblems,
  withPaymentMilestone,
} from '#frontend/features/jobs/payment-form-values';
import { milestone } from './fixtures';

const milestones = [
  milestone({ id: 'final', name: 'Final', sequenceOrder: 1, amount: 2500, milestoneType: 'final_payment' }),
  milestone({ id: 'dep', name: 'Deposit', sequenceOrder: 0, amount: 2500, paidAmount: 1000.25 }),
];

describe('record payment form', () => {
  it('starts on the first unpaid milestone with its balance, cash, today', () => {
    expect(initialPaymentValues(milestones, '2026-06-01')).toEqual({
      milestoneId: 'dep',
      amount: '1499.75',
      paymentMethod: 'cash',
      paymentDate: '2026-06-01',
      checkNumber: '',
      notes: '',
    });
  });

  it('skips paid milestones and has nothing to start on when all are paid', () => {
    const paidDeposit = milestones.map((item) =>
      item.id === 'dep' ? { ...item, status: 'paid' as const, paidAmount: 2500 } : item,
    );
    expect(initialPaymentValues(paidDeposit, '2026-06-01')).toMatchObject({
      milestoneId: 'final',
      amount: '2500.00',
    });
    const allPaid = paidDeposit.map((item) => ({
      ...item,
      status: 'paid' as const,
      paidAmount: item.amount,
    }));
    expect(initialPaymentValues(allPaid, '2026-06-01')).toMatchObject({ milestoneId: '', amount: '' });
  });

  it('proposes the balance of another milestone when it is picked', () => {
    const values = initialPaymentValues(milestones, '2026-06-01');
    expect(withPaymentMilestone(values, milestones, 'final')).toMatchObject({
      milestoneId: 'final',
      amount: '2500.00',
    });
  });

  it('needs a milestone, at least $0.01 and a real date', () => {
    const values = initialPaymentValues(milestones, '2026-06-01');
    expect(paymentProblems(values)).toEqual({});
    const problems = paymentProblems({
      ...values,
      milestoneId: '',
      amount: '0.004',
      paymentDate: '2026-13-01',
    });
    expect(Object.keys(problems).sort()).toEqual(['amount', 'milestoneId', 'paymentDate']);
    expect(paymentProblems({ ...values, amount: '0.01' })).toEqual({});
    expect(paymentProblems({ ...values, amount: '' }).amount?.key).toBe('payment.amount.invalid');
  });

  it('sends dollars, and the check number only for a check', () => {
    const values = {
      ...initialPaymentValues(milestones, '2026-06-01'),
      amount: '$1,000',
      checkNumber: ' 1042 ',
    };
    expect(paymentInputOf(values)).toEqual({
      milestoneId: 'dep',
      amount: 1000,
      paymentMethod: 'cash',
      paymentDate: '2026-06-01',
    });
    expect(paymentInputOf({ ...values, paymentMethod: 'check', notes: ' Paid at pickup ' })).toEqual({
      milestoneId: 'dep',
      amount: 1000,
      paymentMethod: 'check',
      paymentDate: '2026-06-01',
      checkNumber: '1042',
      notes: 'Paid at pickup',
    });
  });
});
