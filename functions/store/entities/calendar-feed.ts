// CalendarFeed: a user's subscribable schedule (an iCalendar URL with a secret token), and the key item that
// finds it from the token. The user's item keeps the token sealed (so the URL can be shown again); the key
// item is addressed by the token's SHA-256, so a table read never yields a working URL.
import { Entity } from 'electrodb';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const CalendarFeed = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'calendarFeed', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          tokenHash: { type: 'string', required: true },
          /** The token, sealed with the data key (core/calendar/calendar-feed.ts). */
          tokenSealed: { type: 'string', required: true },
          createdAt: creationTime,
        },
        indexes: {
          // A user's feed.
          byUser: { pk: tenantPartition(), sk: key('sk', ['userId'], 'CALFEED#${userId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const CalendarFeedKey = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'calendarFeedKey', version: '1', service: 'picket' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          // The feed behind a subscription URL.
          byToken: {
            pk: key('pk', ['tokenHash'], 'CALFEEDKEY#${tokenHash}'),
            sk: key('sk', [], 'CALFEEDKEY'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
