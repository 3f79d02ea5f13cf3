// IdempotencyKey: remembers what a client-supplied key already produced, so a double-submitted or
// retried request returns the first result instead of creating a second record. Kept one day.
import { CustomAttributeType, Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { tableName } from '../table';

/** What a lead request created: its quote and the contractor it went to (none when nobody serves the ZIP). */
export interface LeadReceipt {
  leadId: string;
  contractorName: string | null;
  /** The tenant holding the lead (absent in receipts stored before it was recorded). */
  contractorId?: string;
}

export const IdempotencyKey = new Entity(
  {
    model: { entity: 'idempotencyKey', version: '1', service: 'picket' },
    attributes: {
      scope: { type: 'string', required: true, readOnly: true },
      key: { type: 'string', required: true, readOnly: true },
      /** What the first request created (leads are the one scope so far). */
      result: { type: CustomAttributeType<LeadReceipt>('any'), required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      // The result of one key in one scope.
      byKey: { pk: key('pk', ['scope', 'key'], 'IDEMPOTENCY#${scope}#${key}'), sk: key('sk', [], 'KEY') },
    },
  },
  { client: documentClient, table: tableName() },
);
