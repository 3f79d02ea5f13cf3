// Notification: something a contractor should see in the bell (SPEC §3 Notifications). Made by event
// consumers with an id derived from the event, so a redelivered event finds its notification already
// there. The message is rendered when read, in the reader's language.

import { Entity } from 'electrodb';
import { type NotificationType, notificationTypes } from '#domain/vocabularies';
import { documentClient } from '../client';
import { tenantPk } from '../keys';
import { tableName } from '../table';

export { type NotificationType, notificationTypes };

export const Notification = new Entity(
  {
    model: { entity: 'notification', version: '1', service: 'picket' },
    attributes: {
      contractorId: { type: 'string', required: true, readOnly: true },
      notificationId: { type: 'string', required: true, readOnly: true },
      type: { type: notificationTypes, required: true, readOnly: true },
      /** Which feed it belongs to: quote approvals, or payments. */
      feed: { type: ['quote_approvals', 'payments'] as const, required: true, readOnly: true },
      timestamp: { type: 'string', required: true, readOnly: true },
      quoteId: { type: 'string' },
      quoteNumber: { type: 'number' },
      jobId: { type: 'string' },
      jobNumber: { type: 'string' },
      milestoneId: { type: 'string' },
      milestoneName: { type: 'string' },
      customerName: { type: 'string', default: '' },
      amountCents: { type: 'number' },
    },
    indexes: {
      // One notification.
      byId: {
        pk: { field: 'pk', composite: ['contractorId'], template: tenantPk, casing: 'none' },
        sk: {
          field: 'sk',
          composite: ['notificationId'],
          template: 'NOTIFICATION#${notificationId}',
          casing: 'none',
        },
      },
      // One feed of a contractor, newest last.
      byFeed: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['contractorId', 'feed'],
          template: 'C#${contractorId}#NOTIFICATIONS#${feed}',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['timestamp', 'notificationId'],
          template: '${timestamp}#${notificationId}',
          casing: 'none',
        },
      },
    },
  },
  { client: documentClient, table: tableName() },
);
