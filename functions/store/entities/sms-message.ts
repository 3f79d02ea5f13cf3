// SmsMessage: the message log (SPEC §3 SMS log): every text sent for a quote or a payment reminder, and
// every reminder email, with its status. A row is written `queued` before the SMS service is called and then marked `sent` or
// `failed` with the reason, so a failure is recorded and shown, never lost.

import { Entity } from 'electrodb';
import { type SmsStatus, smsStatuses } from '#domain/vocabularies';
import { sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, ofCustomer, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export { type SmsStatus, smsStatuses };

export const SmsMessage = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'smsMessage', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          /** What the text is about: a quote id (or a milestone id for reminders). */
          subjectId: { type: 'string', required: true, readOnly: true },
          messageId: { type: 'string', required: true, readOnly: true },
          /** A quote texted, a payment reminder, or an arrival window from the schedule (subject: the event). */
          purpose: {
            type: ['quote', 'reminder', 'arrival', 'follow_up'] as const,
            required: true,
            readOnly: true,
          },
          /** A text, or (payment reminders) an email: the log of everything sent to a customer. */
          channel: { type: ['sms', 'email'] as const, default: 'sms', readOnly: true },
          /** The customer it went to ('' when the quote or job has none): it shows on their timeline. */
          homeownerId: { type: 'string', default: '', readOnly: true },
          /** The job a reminder was about (for the timeline's link). */
          jobId: { type: 'string', readOnly: true },
          /** E.164 (+1 and 10 digits), sealed; '' for an email. Written once; the reseal migration is the only update. */
          recipientPhone: { ...sealedCopy, required: true },
          /** An email's address, sealed. */
          recipientEmail: sealedCopy,
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
            sk: key(
              'sk',
              ['subjectId', 'createdAt', 'messageId'],
              'SMS#${subjectId}#${createdAt}#${messageId}',
            ),
          },
          // Everything sent to one customer, newest first (only messages linked to a customer).
          byCustomer: ofCustomer('MESSAGE', 'messageId'),
          // The row of a provider's message id, for its delivery report (sparse: only rows the SMS service took).
          // The id is both keys: a sort key with no attribute is written as "undefined" by a patch.
          byProviderMessage: {
            index: 'gsi1',
            pk: key('gsi1pk', ['providerMessageId'], 'SMSID#${providerMessageId}'),
            sk: key('gsi1sk', ['providerMessageId'], 'SMSID#${providerMessageId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
