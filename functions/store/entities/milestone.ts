// Milestone: one payment of a job's schedule (SPEC §3 Payment milestone). Amounts in cents; `paidCents`
// grows with each payment in the payment's transaction. While unpaid with a due date it sits in two sparse
// indexes: the contractor's upcoming payments (gsi1) and the reminder run's due list (gsi2, sharded), so
// a reminder run reads the milestones that are due, never all of them.
import { Entity } from 'electrodb';
import { milestoneStatuses, milestoneTypes } from '#domain/milestones';
import { sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const reminderStages = ['none', 'upcoming', 'overdue'] as const;

/** Partitions of the due list; writes spread over them, a reminder run queries each. */
export const dueShards = 4;

export const dueShardOf = (milestoneId: string): string => {
  let hash = 0;
  for (const character of milestoneId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return String(hash % dueShards);
};

/** Unpaid and dated: the milestones a reminder or the overdue list can be about. */
const isOwed = (attributes: Record<string, unknown>) =>
  attributes.status !== 'paid' &&
  typeof attributes.dueDate === 'string' &&
  attributes.dueDate !== '' &&
  Number(attributes.amountCents) > Number(attributes.paidCents);

/** Owed, and the reminder run still has something to do for it (a reminder or the overdue notice). */
const awaitsReminderRun = (attributes: Record<string, unknown>) =>
  isOwed(attributes) && attributes.remindersDone !== true;

export const Milestone = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'milestone', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          jobId: { type: 'string', required: true, readOnly: true },
          milestoneId: { type: 'string', required: true, readOnly: true },
          // Not readOnly: ElectroDB needs every key part of the due index in each write that touches it.
          dueShard: { type: 'string', required: true },
          name: { type: 'string', required: true },
          description: { type: 'string', default: '' },
          percentage: { type: 'number', required: true },
          amountCents: { type: 'number', required: true },
          paidCents: { type: 'number', required: true, default: 0 },
          status: { type: milestoneStatuses, required: true, default: 'pending' },
          dueDate: { type: 'string' },
          paidDate: { type: 'string' },
          sequenceOrder: { type: 'number', required: true },
          milestoneType: { type: milestoneTypes, required: true, default: 'custom' },
          isDeposit: { type: 'boolean', default: false },
          reminderSent: { type: 'boolean', default: false },
          lastReminderDate: { type: 'string' },
          /** The furthest reminder stage sent (domain/reminder-timing.ts). */
          reminderStage: {
            type: reminderStages,
            default: 'none',
          } /** The contractor's overdue notification exists (later runs skip making it). */,
          overdueNotified: { type: 'boolean', default: false },
          /** Overdue, notified and (when reminders are on) reminded: it leaves the reminder run's list. */
          remindersDone: { type: 'boolean', default: false },
          /** Set while a reminder is being sent; a claim older than a few minutes was lost to a crash. */
          reminderClaimedAt: { type: 'string' },
          /** Copied from the job for the reminder run and the reminders list (one read per milestone). */
          jobNumber: { type: 'string', required: true },
          customerName: sealedCopy,
        },
        indexes: {
          // The milestones of one job.
          byJob: {
            pk: tenantPartition(),
            sk: key('sk', ['jobId', 'milestoneId'], 'JOB#${jobId}#MS#${milestoneId}'),
          },
          // A contractor's unpaid milestones by due date (sparse).
          owedByContractor: {
            index: 'gsi1',
            condition: isOwed,
            pk: key('gsi1pk', ['contractorId'], 'C#${contractorId}#OWED'),
            sk: key('gsi1sk', ['dueDate', 'milestoneId'], '${dueDate}#${milestoneId}'),
          },
          // Every contractor's unpaid milestones the reminder run still has work for, by due date, in shards
          // (sparse): the run reads what is due, never the paid, the future-only or the finished ones.
          owedByDueDate: {
            index: 'gsi2',
            condition: awaitsReminderRun,
            pk: key('gsi2pk', ['dueShard'], 'OWED#${dueShard}'),
            sk: key(
              'gsi2sk',
              ['dueDate', 'contractorId', 'milestoneId'],
              '${dueDate}#${contractorId}#${milestoneId}',
            ),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
