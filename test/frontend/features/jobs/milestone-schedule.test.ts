// The payment-schedule editor: order, locking of paid milestones, linked share and amount, SPEC §5's
// milestone rules and the sum-to-total rule, and the PUT body.
import { describe, expect, it } from 'vitest';
import {
  canRemoveDraft,
  draftsOf,
  milestoneInputsOf,
  moveDraft,
  newCustomDraft,
  payableMilestones,
  removeDraft,
  scheduledCents,
  scheduleProblems,
  withAmount,
  withPercentage,
} from '#frontend/features/jobs/milestone-schedule';
import { milestone } from './fixtures';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const threePayments = [
  milestone({
    id: 'final',
    name: 'Final',
    sequenceOrder: 2,
    amount: 4000,
    percentage: 40,
    milestoneType: 'final_payment',
  }),
  milestone({
    id: 'dep',
    name: 'Deposit',
    sequenceOrder: 0,
    amount: 3000,
    percentage: 30,
    status: 'paid',
    paidAmount: 3000,
  }),
  milestone({
    id: 'mat',
    name: 'Materials',
    sequenceOrder: 1,
    amount: 3000,
    percentage: 30,
    paidAmount: 500,
    milestoneType: 'materials_delivered',
  }),
];
const total = 1_000_000;

describe('schedule drafts', () => {
  it('come in sequence order with paid milestones locked', () => {
    const drafts = draftsOf(threePayments);
    expect(drafts.map((draft) => draft.id)).toEqual(['dep', 'mat', 'final']);
    expect(drafts.map((draft) => draft.locked)).toEqual([true, false, false]);
    expect(drafts[1]?.amount).toBe('3000.00');
    expect(drafts[1]?.paidCents).toBe(50000);
  });

  it('move up and down, and stay put at the ends', () => {
    const drafts = draftsOf(threePayments);
    expect(moveDraft(drafts, 2, -1).map((draft) => draft.id)).toEqual(['dep', 'final', 'mat']);
    expect(moveDraft(drafts, 0, 1).map((draft) => draft.id)).toEqual(['mat', 'dep', 'final']);
    expect(moveDraft(drafts, 0, -1).map((draft) => draft.id)).toEqual(['dep', 'mat', 'final']);
    expect(moveDraft(drafts, 2, 1).map((draft) => draft.id)).toEqual(['dep', 'mat', 'final']);
  });

  it('remove only milestones nothing was paid on', () => {
    const drafts = draftsOf(threePayments);
    expect(drafts.map(canRemoveDraft)).toEqual([false, false, true]);
    expect(removeDraft(drafts, 0)).toHaveLength(3);
    expect(removeDraft(drafts, 1)).toHaveLength(3);
    expect(removeDraft(drafts, 2).map((draft) => draft.id)).toEqual(['dep', 'mat']);
  });

  it('keep share and amount in step', () => {
    const [, materials] = draftsOf(threePayments);
    if (!materials) throw new Error('fixture');
    expect(withPercentage(materials, '25', total).amount).toBe('2500.00');
    expect(withPercentage(materials, '33.333', 100_00).amount).toBe('33.33');
    expect(withAmount(materials, '1,234.56', total).percentage).toBe('12.35');
    // An unreadable or out-of-range entry keeps the other figure as it was.
    expect(withPercentage(materials, '140', total).amount).toBe('3000.00');
    expect(withAmount(materials, 'abc', total).percentage).toBe('30');
    expect(withAmount(materials, '10', 0).percentage).toBe('30');
  });

  it('add a custom milestone for what is not yet assigned', () => {
    const added = newCustomDraft('new-1', 250_000, total);
    expect(added).toMatchObject({
      milestoneType: 'custom',
      amount: '2500.00',
      percentage: '25',
      locked: false,
    });
    expect(newCustomDraft('new-2', -500, total).amount).toBe('0.00');
  });
});

describe('schedule rules', () => {
  it('accept a schedule that adds up to the total', () => {
    const drafts = draftsOf(threePayments);
    expect(scheduledCents(drafts)).toBe(total);
    expect(scheduleProblems(drafts, total, money)).toEqual({});
  });

  it('name a sum that misses the total, with both figures', () => {
    const drafts = draftsOf(threePayments);
    const changed = drafts.map((draft) =>
      draft.id === 'final' ? withAmount(draft, '3999.99', total) : draft,
    );
    expect(scheduleProblems(changed, total, money).milestones).toEqual({
      key: 'jobs.schedule.sumMismatch',
      vars: { sum: '$9999.99', total: '$10000.00' },
    });
  });

  it('check each unpaid row as the server does, keyed by the same field paths', () => {
    const drafts = draftsOf(threePayments).map((draft) =>
      draft.id === 'final'
        ? { ...draft, name: ' ', percentage: '101', amount: '-1', dueDate: '2026-02-30' }
        : draft,
    );
    const problems = scheduleProblems(drafts, total, money);
    expect(problems['milestones.2.name']?.key).toBe('name.required');
    expect(problems['milestones.2.percentage']?.key).toBe('percentage.invalid');
    expect(problems['milestones.2.amount']?.key).toBe('milestone.amount.invalid');
    expect(problems['milestones.2.dueDate']?.key).toBe('date.invalid');
  });

  it('refuse an amount below what was already paid on it', () => {
    const drafts = draftsOf(threePayments).map((draft) =>
      draft.id === 'mat' ? { ...draft, amount: '400' } : draft,
    );
    expect(scheduleProblems(drafts, total, money)['milestones.1.amount']).toEqual({
      key: 'jobs.schedule.amountBelowPaid',
      vars: { paid: '$500.00' },
    });
  });

  it('accept no milestones only for a job without a total', () => {
    expect(scheduleProblems([], 0, money)).toEqual({});
    expect(scheduleProblems([], total, money).milestones?.key).toBe('jobs.schedule.sumMismatch');
  });
});

describe('the PUT body', () => {
  it('numbers milestones in the order shown and sends dollars', () => {
    const drafts = moveDraft(draftsOf(threePayments), 2, -1);
    const added = newCustomDraft('new-1', 0, total);
    const body = milestoneInputsOf([...drafts, { ...added, name: ' Gate hardware ', dueDate: '2026-07-01' }]);
    expect(body.map((item) => [item.id, item.sequenceOrder])).toEqual([
      ['dep', 0],
      ['final', 1],
      ['mat', 2],
      [undefined, 3],
    ]);
    expect(body[3]).toEqual({
      name: 'Gate hardware',
      description: '',
      percentage: 0,
      amount: 0,
      dueDate: '2026-07-01',
      sequenceOrder: 3,
      milestoneType: 'custom',
    });
    expect(body[1]).toMatchObject({ amount: 4000, percentage: 40, dueDate: null });
  });
});

describe('payable milestones', () => {
  it('are the unpaid ones with something still due, in order', () => {
    const list = [
      ...threePayments,
      milestone({ id: 'zero', sequenceOrder: 3, amount: 0, milestoneType: 'custom' }),
    ];
    expect(payableMilestones(list).map((item) => item.id)).toEqual(['mat', 'final']);
  });
});
