// PendingEvent: a domain event written in the same transaction as the change it announces and removed
// once the bus has it (transactional outbox). If publishing fails after the commit, the scheduled run
// publishes what is left, so no approval goes without its notification.
import { CustomAttributeType, Entity } from 'electrodb';
import type { DomainEvent } from '#domain/events';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const PendingEvent = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'pendingEvent', version: '1', service: 'picket' },
        attributes: {
          at: { type: 'string', required: true, readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          detailType: {
            type: CustomAttributeType<DomainEvent['detailType']>('string'),
            required: true,
            readOnly: true,
          },
          /** Written once; the reseal migration is the only update. */
          detail: { type: CustomAttributeType<DomainEvent['detail']>('any'), required: true },
        },
        indexes: {
          // Events not yet published, oldest first.
          byAge: {
            pk: key('pk', [], 'EVENTS#PENDING'),
            sk: key('sk', ['at', 'eventId'], '${at}#${eventId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
