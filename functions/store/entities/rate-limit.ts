// RateLimit: a counter per scope, key and fixed time window (e.g. failed logins for one email in 15 min).
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const RateLimit = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'rateLimit', version: '1', service: 'picket' },
        attributes: {
          scope: { type: 'string', required: true, readOnly: true },
          key: { type: 'string', required: true, readOnly: true },
          windowStart: { type: 'number', required: true, readOnly: true },
          count: { type: 'number', required: true, default: 0 },
          /** End of the window, epoch seconds; TTL. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          // The counter of one key in one window.
          byWindow: {
            pk: key('pk', ['scope', 'key'], 'RATE#${scope}#${key}'),
            sk: key('sk', ['windowStart'], 'W#${windowStart}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
