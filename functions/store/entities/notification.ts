// Notification: something a contractor should see in the bell (SPEC §3 Notifications). Made by event
// consumers with an id derived from the event, so a redelivered event finds its notification already
// there. The message is rendered when read, in the reader's language.

import { Entity } from 'electrodb';
import { type NotificationType, notificationTypes } from '#domain/vocabularies';
import { sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export { type NotificationType, notificationTypes };

export const Notification = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'notification', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          notificationId: { type: 'string', required: true, readOnly: true },
          type: { type: notificationTypes, required: true, readOnly: true },
          /** Which feed it belongs to: quote approvals, payments, leads, or discounts waiting for the owner. */
          feed: {
            type: ['quote_approvals', 'payments', 'leads', 'discount_reviews'] as const,
            required: true,
            readOnly: true,
          },
          timestamp: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string' },
          quoteNumber: { type: 'number' },
          jobId: { type: 'string' },
          jobNumber: { type: 'string' },
          milestoneId: { type: 'string' },
          milestoneName: { type: 'string' },
          /** Sealed, copied as it was sealed on the quote or job (the consumer needs no key). */
          customerName: sealedCopy,
          amountCents: { type: 'number' },
          /** A new lead's ZIP and fence material. */
          zipCode: { type: 'string' },
          fenceType: { type: 'string' },
          /** A discount waiting for the owner: how deep (percent), the limit it passes, and the rep who gave it. */
          discountPercent: { type: 'number' },
          limitPercent: { type: 'number' },
          userId: { type: 'string' },
        },
        indexes: {
          // One notification.
          byId: {
            pk: tenantPartition(),
            sk: key('sk', ['notificationId'], 'NOTIFICATION#${notificationId}'),
          },
          // One feed of a contractor, newest last.
          byFeed: {
            index: 'gsi1',
            pk: key('gsi1pk', ['contractorId', 'feed'], 'C#${contractorId}#NOTIFICATIONS#${feed}'),
            sk: key('gsi1sk', ['timestamp', 'notificationId'], '${timestamp}#${notificationId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
