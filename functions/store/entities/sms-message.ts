// SmsMessage: the SMS log (SPEC §3): every text sent for a quote (or, later, a payment reminder) with
// its status. A row is written `queued` before the SMS service is called and then marked `sent` or
// `failed` with the reason, so a failure is recorded and shown, never lost.

import { Entity } from 'electrodb';
import { type SmsStatus, smsStatuses } from '#domain/vocabularies';
import { sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { tableName } from '../table';

export { type SmsStatus, smsStatuses };

export const SmsMessage = new Entity(
  {
    model: { entity: 'smsMessage', version: '1', service: 'picket' },
    attributes: {
      contractorId: { type: 'string', required: true, readOnly: true },
      /** What the text is about: a quote id (or a milestone id for reminders). */
      subjectId: { type: 'string', required: true, readOnly: true },
      messageId: { type: 'string', required: true, readOnly: true },
      purpose: { type: ['quote', 'reminder'] as const, required: true, readOnly: true },
      /** E.164 (+1 and 10 digits). */
      /** Sealed (written once; the reseal migration is the only update). */
      recipientPhone: { ...sealedCopy, required: true },
      /** Sealed: it may name the customer. */
      messageContent: { ...sealedCopy, required: true },
      shortLink: { type: 'string', default: '' },
      status: { type: smsStatuses, required: true, default: 'queued' },
      error: { type: 'string' },
      /** The SMS service's id for the message (SNS MessageId). */
      providerMessageId: { type: 'string' },
      sentByUserId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      sentAt: { type: 'string' },
      deliveredAt: { type: 'string' },
      clickedAt: { type: 'string' },
    },
    indexes: {
      // The texts about one quote (or milestone), oldest first.
      bySubject: {
        pk: tenantPartition(),
        sk: key('sk', ['subjectId', 'createdAt', 'messageId'], 'SMS#${subjectId}#${createdAt}#${messageId}'),
      },
    },
  },
  { client: documentClient, table: tableName() },
);
