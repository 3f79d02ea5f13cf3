// RateLimitEvent: a request a rate limit refused — the first of each limit's window, so a client hammering
// a limit writes one event per window, not one per request. Partitioned by UTC day, like audit events.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const RateLimitEvent = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'rateLimitEvent', version: '1', service: 'picket' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          scope: { type: 'string', required: true, readOnly: true },
          /** What the limit counts under: an IP address, an account, a business id, or an opaque phone token. */
          subject: { type: 'string', required: true, readOnly: true },
          /** Kept 90 days, then removed by TTL. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDay: {
            pk: key('pk', ['day'], 'RATELIMITED#${day}'),
            sk: key('sk', ['at', 'eventId'], '${at}#${eventId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
