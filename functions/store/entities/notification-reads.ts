// NotificationReads: the bell items one user has seen, by key (domain/notification-reads.ts), newest last.
// Per user, not per company: two people of one contractor each have their own "new".
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const NotificationReads = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'notificationReads', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          seenKeys: { type: 'list', items: { type: 'string' }, required: true },
          /** Guards concurrent marks from two tabs or devices (each write holds only at the version read). */
          version: { type: 'number', required: true },
        },
        indexes: {
          // One user's seen items.
          byUser: { pk: tenantPartition(), sk: key('sk', ['userId'], 'NOTIFICATION_READS#${userId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
