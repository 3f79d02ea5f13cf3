// Automatic follow-ups (docs/api.md "Follow-ups").
// - FollowUpSequence: a contractor's steps (one item; absent until the owner saves one: the default applies).
// - FollowUpMark: one per quote and step, written once when the step's clock starts — so an event delivered
//   twice, or a quote sent twice, starts it once — and moved `scheduled` → `sending` (the claim, before
//   anything is sent) → `sent`, or to `cancelled` with the reason. A step is sent at most once per quote.
// - FollowUpDue: the scheduled run's queue, `FUDUE#<shard>` sorted by due time, so a run reads only what is
//   due; removed in the transaction that claims or cancels its step.
import { CustomAttributeType, Entity } from 'electrodb';
import type { FollowUpChannel, FollowUpTrigger } from '#domain/schemas/follow-ups';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export interface StoredFollowUpStep {
  id: string;
  name: string;
  trigger: FollowUpTrigger;
  delayMinutes: number;
  channel: FollowUpChannel;
  message: { en: string; es: string };
  active: boolean;
}

export const FollowUpSequence = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'followUpSequence', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          enabled: { type: 'boolean', required: true },
          steps: { type: CustomAttributeType<StoredFollowUpStep[]>('any'), required: true },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          byContractor: { pk: tenantPartition(), sk: key('sk', [], 'FOLLOWUPS') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const followUpMarkStatuses = ['scheduled', 'sending', 'sent', 'cancelled'] as const;

export const FollowUpMark = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'followUpMark', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', required: true, readOnly: true },
          stepId: { type: 'string', required: true, readOnly: true },
          trigger: { type: 'string', required: true, readOnly: true },
          status: { type: followUpMarkStatuses, required: true },
          dueAt: { type: 'string', required: true },
          /** Why it was not sent (quote answered, opted out, no email…), for `cancelled`. */
          reason: { type: 'string' },
          claimedAt: { type: 'string' },
          sentAt: { type: 'string' },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // A quote's follow-ups.
          byQuote: {
            pk: tenantPartition(),
            sk: key('sk', ['quoteId', 'stepId'], 'FOLLOWUP#${quoteId}#${stepId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const FollowUpDue = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'followUpDue', version: '1', service: 'picket' },
        attributes: {
          shard: { type: 'string', required: true, readOnly: true },
          dueAt: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', required: true, readOnly: true },
          stepId: { type: 'string', required: true, readOnly: true },
          trigger: { type: 'string', required: true, readOnly: true },
          channel: { type: CustomAttributeType<FollowUpChannel>('string'), required: true, readOnly: true },
        },
        indexes: {
          byDueTime: {
            pk: key('pk', ['shard'], 'FUDUE#${shard}'),
            sk: key(
              'sk',
              ['dueAt', 'contractorId', 'quoteId', 'stepId'],
              '${dueAt}#${contractorId}#${quoteId}#${stepId}',
            ),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
