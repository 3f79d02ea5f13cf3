// InboundSms: a reply the SMS service delivered (two-way SMS), by its id, marked while it is handled so a second
// delivery of it is not answered twice. Kept a week (TTL): redeliveries come within minutes.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const InboundSms = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'inboundSms', version: '1', service: 'picket' },
        attributes: {
          inboundMessageId: { type: 'string', required: true, readOnly: true },
          receivedAt: { type: 'string', required: true },
          /** TTL (epoch seconds). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: key('pk', ['inboundMessageId'], 'INBOUNDSMS#${inboundMessageId}'),
            sk: key('sk', [], 'INBOUNDSMS'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
