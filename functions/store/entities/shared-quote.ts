// SharedQuote: makes a sent quote reachable by its id alone, for the public customer view
// (`/customer/quote/{id}/view`). Written when a quote is first texted; quotes never sent have none, so
// their ids open nothing publicly.
import { Entity } from 'electrodb';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const SharedQuote = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'sharedQuote', version: '1', service: 'picket' },
        attributes: {
          quoteId: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          createdAt: creationTime,
        },
        indexes: {
          // The contractor of a shared quote.
          byQuote: { pk: key('pk', ['quoteId'], 'SHARED#${quoteId}'), sk: key('sk', [], 'SHARED') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
