// IdempotencyKey: remembers what a client-supplied key already produced, so a double-submitted or
// retried request returns the first result instead of creating a second record. Kept one day.
import { CustomAttributeType, Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

/** What a lead request created: its quote and the contractor it went to (none when nobody serves the ZIP). */
export interface LeadReceipt {
  leadId: string;
  contractorName: string | null;
  /** The tenant holding the lead (absent in receipts stored before it was recorded). */
  contractorId?: string;
}

/**
 * What a contractor's request with an `Idempotency-Key` created (a quote, a customer, a send): ids only — the
 * answer is read afresh on a replay, so no customer detail is ever stored here in clear.
 */
export interface CreatedReceipt {
  recordId: string;
  /** A send's message-log rows, to answer them again. */
  messages?: Array<{ subjectId: string; createdAt: string; messageId: string }>;
}

export const IdempotencyKey = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'idempotencyKey', version: '1', service: 'picket' },
        attributes: {
          scope: { type: 'string', required: true, readOnly: true },
          key: { type: 'string', required: true, readOnly: true },
          /** What the first request created: a lead's receipt, or the ids a contractor's request made. */
          result: { type: CustomAttributeType<LeadReceipt | CreatedReceipt>('any'), required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          // The result of one key in one scope.
          byKey: { pk: key('pk', ['scope', 'key'], 'IDEMPOTENCY#${scope}#${key}'), sk: key('sk', [], 'KEY') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
