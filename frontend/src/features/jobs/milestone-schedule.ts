// The payment-schedule editor's model: milestones as editable rows, their order, the SPEC §5 milestone
// rules (name required, percentage 0–100, amount ≥ 0) plus the API's rule that the amounts add up to the
// job total to the cent, and the PUT body. Paid milestones are locked: they cannot change or go away.
import { toCents, toDollars } from '#domain/money';
import { inputToNumber } from '#frontend/lib/money-input';
import type { Milestone, MilestoneType } from './api/get-job';
import type { MilestoneInput } from './api/save-milestones';
import type { FormProblems } from './form-problem';
import { isIsoDate } from './job-dates';
import { dollarsToInput, moneyInputToCents, remainingCents } from './job-money';

export interface MilestoneDraft {
  /** Stable across moves: the milestone id, or a local one for a milestone added in this edit. */
  key: string;
  id?: string;
  name: string;
  description: string;
  percentage: string;
  /** Dollars as typed. */
  amount: string;
  /** YYYY-MM-DD or '' for no due date. */
  dueDate: string;
  milestoneType: MilestoneType;
  /** Paid in full: shown but not editable, and never removed. */
  locked: boolean;
  /** Cents already paid against it; its amount cannot go below this. */
  paidCents: number;
}

export const bySequence = <T extends { sequenceOrder: number }>(milestones: readonly T[]): T[] =>
  [...milestones].sort((a, b) => a.sequenceOrder - b.sequenceOrder);

const percentageText = (percentage: number): string => String(Math.round(percentage * 100) / 100);

export const draftsOf = (milestones: readonly Milestone[]): MilestoneDraft[] =>
  bySequence(milestones).map((milestone) => ({
    key: milestone.id,
    id: milestone.id,
    name: milestone.name,
    description: milestone.description,
    percentage: percentageText(milestone.percentage),
    amount: dollarsToInput(milestone.amount),
    dueDate: milestone.dueDate ?? '',
    milestoneType: milestone.milestoneType,
    locked: milestone.status === 'paid',
    paidCents: toCents(milestone.paidAmount),
  }));

/** A custom milestone for whatever the job total is not yet split into. */
export const newCustomDraft = (key: string, unassignedCents: number, totalCents: number): MilestoneDraft => {
  const amountCents = Math.max(0, unassignedCents);
  return {
    key,
    name: '',
    description: '',
    percentage: totalCents > 0 ? percentageText((amountCents * 100) / totalCents) : '0',
    amount: dollarsToInput(toDollars(amountCents)),
    dueDate: '',
    milestoneType: 'custom',
    locked: false,
    paidCents: 0,
  };
};

/** The rows with the one at `index` moved `offset` places (-1 up, +1 down); unchanged at the ends. */
export const moveDraft = (
  drafts: readonly MilestoneDraft[],
  index: number,
  offset: -1 | 1,
): MilestoneDraft[] => {
  const target = index + offset;
  const moving = drafts[index];
  const other = drafts[target];
  if (!moving || !other) return [...drafts];
  const next = [...drafts];
  next[index] = other;
  next[target] = moving;
  return next;
};

/** A milestone can be removed while nothing has been paid against it. */
export const canRemoveDraft = (draft: MilestoneDraft): boolean => !draft.locked && draft.paidCents === 0;

export const removeDraft = (drafts: readonly MilestoneDraft[], index: number): MilestoneDraft[] =>
  drafts.filter((draft, at) => at !== index || !canRemoveDraft(draft));

/** A new percentage also sets the amount it stands for (largest share to the cent). */
export const withPercentage = (draft: MilestoneDraft, text: string, totalCents: number): MilestoneDraft => {
  const percentage = inputToNumber(text);
  if (Number.isNaN(percentage) || percentage < 0 || percentage > 100) return { ...draft, percentage: text };
  const amountCents = Math.round((totalCents * percentage) / 100);
  return { ...draft, percentage: text, amount: dollarsToInput(toDollars(amountCents)) };
};

/** A new amount also sets the share of the total it is (two decimals). */
export const withAmount = (draft: MilestoneDraft, text: string, totalCents: number): MilestoneDraft => {
  const amountCents = moneyInputToCents(text);
  if (Number.isNaN(amountCents) || amountCents < 0 || totalCents <= 0) return { ...draft, amount: text };
  return { ...draft, amount: text, percentage: percentageText((amountCents * 100) / totalCents) };
};

/** The amounts that can be read, added in cents. */
export const scheduledCents = (drafts: readonly MilestoneDraft[]): number =>
  drafts.reduce((sum, draft) => {
    const cents = moneyInputToCents(draft.amount);
    return Number.isNaN(cents) ? sum : sum + cents;
  }, 0);

/**
 * Every problem of the schedule, keyed as the server keys them (`milestones.{index}.{field}`, and
 * `milestones` for the sum). `formatMoney` writes cents into the messages.
 */
export const scheduleProblems = (
  drafts: readonly MilestoneDraft[],
  totalCents: number,
  formatMoney: (cents: number) => string,
): FormProblems => {
  const problems: FormProblems = {};
  drafts.forEach((draft, index) => {
    if (draft.locked) return;
    const at = `milestones.${index}`;
    if (draft.name.trim() === '') problems[`${at}.name`] = { key: 'name.required' };
    const percentage = inputToNumber(draft.percentage);
    if (Number.isNaN(percentage) || percentage < 0 || percentage > 100) {
      problems[`${at}.percentage`] = { key: 'percentage.invalid' };
    }
    const amount = moneyInputToCents(draft.amount);
    if (Number.isNaN(amount) || amount < 0) problems[`${at}.amount`] = { key: 'milestone.amount.invalid' };
    else if (amount < draft.paidCents) {
      problems[`${at}.amount`] = {
        key: 'jobs.schedule.amountBelowPaid',
        vars: { paid: formatMoney(draft.paidCents) },
      };
    }
    if (draft.dueDate !== '' && !isIsoDate(draft.dueDate))
      problems[`${at}.dueDate`] = { key: 'date.invalid' };
  });
  const sum = scheduledCents(drafts);
  if (sum !== totalCents) {
    problems.milestones = {
      key: 'jobs.schedule.sumMismatch',
      vars: { sum: formatMoney(sum), total: formatMoney(totalCents) },
    };
  }
  return problems;
};

/** The PUT body's milestones: in the order shown, numbered from 0. */
export const milestoneInputsOf = (drafts: readonly MilestoneDraft[]): MilestoneInput[] =>
  drafts.map((draft, index) => ({
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    // Always sent, so clearing a description clears it.
    description: draft.description.trim(),
    percentage: inputToNumber(draft.percentage),
    amount: toDollars(moneyInputToCents(draft.amount)),
    dueDate: draft.dueDate || null,
    sequenceOrder: index,
    milestoneType: draft.milestoneType,
  }));

/** Milestones that can still take a payment, in schedule order. */
export const payableMilestones = (milestones: readonly Milestone[]): Milestone[] =>
  bySequence(milestones).filter((milestone) => milestone.status !== 'paid' && remainingCents(milestone) > 0);
