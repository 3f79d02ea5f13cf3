// Session: a signed-in browser. Keyed by the SHA-256 of the cookie token, so a table read never yields a
// usable token. `expiresAt` (epoch seconds) is the TTL; DynamoDB Local never expires, so readers check it.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Session = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'session', version: '1', service: 'picket' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          lastSeenAt: { type: 'string', required: true },
          /** Absolute end of the session, epoch seconds; also the table's TTL attribute. */
          expiresAt: { type: 'number', required: true },
          ip: { type: 'string', default: '' },
          userAgent: { type: 'string', default: '' },
        },
        indexes: {
          // The session behind a cookie.
          byToken: { pk: key('pk', ['tokenHash'], 'SESSION#${tokenHash}'), sk: key('sk', [], 'SESSION') },
          // Every session of one user, to end them all at deactivation.
          byUser: {
            index: 'gsi1',
            pk: key('gsi1pk', ['contractorId', 'userId'], 'C#${contractorId}#USER#${userId}'),
            sk: key('gsi1sk', ['createdAt'], 'SESSION#${createdAt}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
