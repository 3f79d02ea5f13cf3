// Editing a job's payment schedule (SPEC §5 milestone rules): amounts must add up to the job's total to
// the cent, a paid milestone stays exactly as it is, and a part-paid one cannot drop below what was paid.
// Removed, changed and new milestones and the job's version move in one transaction.

import { formatUsd, toCents } from '#domain/money';
import type { MilestoneInput } from '#domain/schemas/job';
import { DomainError } from '#functions/core/errors';
import type { Sealed } from '#functions/store/attributes';
import { type MilestoneChanges, type MilestoneItem, saveMilestoneSchedule } from '#functions/store/jobs';
import { newId } from '../tokens';
import { loadJobRecords, staleJob } from './job-records';

const invalid = (fields: Record<string, string>, vars: Record<string, string> = {}) =>
  new DomainError('VALIDATION_FAILED', 'request.invalid', { fields, vars });

const samePaid = (stored: MilestoneItem, input: MilestoneInput) =>
  stored.name === input.name &&
  stored.amountCents === toCents(input.amount) &&
  stored.percentage === input.percentage &&
  (stored.dueDate || null) === input.dueDate;

export const saveMilestones = async (
  contractorId: string,
  jobId: string,
  { version, milestones }: { version: number; milestones: MilestoneInput[] },
) => {
  const { job, milestones: stored } = await loadJobRecords(contractorId, jobId);
  if (job.version !== version) throw staleJob();
  const total = milestones.reduce((sum, milestone) => sum + toCents(milestone.amount), 0);
  if (total !== job.totalCents) {
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
      fields: { milestones: 'milestone.sumMismatch' },
      vars: { total: formatUsd(job.totalCents) },
    });
  }
  const byId = new Map(stored.map((milestone) => [milestone.milestoneId, milestone]));
  const ids = milestones.flatMap((milestone) => (milestone.id ? [milestone.id] : []));
  const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (repeated >= 0) throw invalid({ [`milestones.${repeated}.id`]: 'field.invalid' });
  const kept = new Set(milestones.flatMap((milestone) => (milestone.id ? [milestone.id] : [])));
  for (const [index, input] of milestones.entries()) {
    const existing = input.id ? byId.get(input.id) : undefined;
    if (input.id && !existing) throw invalid({ [`milestones.${index}.id`]: 'milestone.notFound' });
    if (existing?.status === 'paid' && !samePaid(existing, input))
      throw invalid({ [`milestones.${index}`]: 'milestone.paidLocked' }, { milestone: existing.name });
    if (existing && toCents(input.amount) < existing.paidCents)
      throw invalid({ [`milestones.${index}.amount`]: 'milestone.amount.invalid' });
  }
  const removed = stored.filter((milestone) => !kept.has(milestone.milestoneId));
  const paidRemoved = removed.find((milestone) => milestone.paidCents > 0);
  if (paidRemoved) throw invalid({ milestones: 'milestone.paidLocked' }, { milestone: paidRemoved.name });

  const deposit = milestones.find((milestone) => milestone.milestoneType === 'deposit');
  const factsOf = (input: MilestoneInput) => ({
    name: input.name,
    description: input.description,
    percentage: input.percentage,
    amountCents: toCents(input.amount),
    sequenceOrder: input.sequenceOrder,
    milestoneType: input.milestoneType,
    isDeposit: input.milestoneType === 'deposit',
  });
  const changed: Array<{ read: MilestoneItem; changes: MilestoneChanges }> = [];
  const added = [];
  for (const input of milestones) {
    const facts = factsOf(input);
    const existing = input.id ? byId.get(input.id) : undefined;
    if (!existing) {
      added.push({
        contractorId,
        jobId,
        milestoneId: newId('ms'),
        ...facts,
        dueDate: input.dueDate ?? '',
        paidCents: 0,
        status: 'pending' as const,
        jobNumber: job.jobNumber,
        customerName: job.customerName ?? ('' as Sealed),
      });
      continue;
    }
    const dueDate = input.dueDate ?? '';
    const dateMoved = dueDate !== (existing.dueDate ?? '');
    changed.push({
      read: existing,
      changes: {
        ...facts,
        // Lowered to what was already paid: nothing is owed any more.
        status: facts.amountCents > 0 && existing.paidCents >= facts.amountCents ? 'paid' : existing.status,
        dueDate,
        // A new due date starts its reminders afresh.
        remindersDone: dateMoved ? false : existing.remindersDone,
        ...(dateMoved ? { reminderStage: 'none' as const, overdueNotified: false } : {}),
      },
    });
  }
  // A payment recorded meanwhile (or any change to the job) cancels the save (409): the editor reloads.
  const saved = await saveMilestoneSchedule({
    job,
    jobChanges: { paymentStructure: 'custom', depositCents: deposit ? toCents(deposit.amount) : 0 },
    removed,
    changed,
    added,
  });
  if (!saved) throw staleJob();
};
