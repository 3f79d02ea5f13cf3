// ShortLink: the unguessable code texted to a customer (`/e/{code}`), pointing at one quote. Counts its
// clicks. Kept 180 days after the last send; DynamoDB Local does not expire items, so readers check
// `expiresAt` themselves.
import { Entity } from 'electrodb';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const ShortLink = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'shortLink', version: '1', service: 'picket' },
        attributes: {
          code: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', required: true, readOnly: true },
          clicks: { type: 'number', default: 0 },
          lastClickedAt: { type: 'string' },
          /** The SMS log row (id and time) of the newest send, whose `clickedAt` a click sets. */
          lastMessageId: { type: 'string' },
          lastMessageAt: { type: 'string' },
          createdAt: creationTime,
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          // One link by its code.
          byCode: { pk: key('pk', ['code'], 'LINK#${code}'), sk: key('sk', [], 'LINK') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
