// SharedQuote: makes a sent quote reachable by its id alone, for the public customer view
// (`/customer/quote/{id}/view`). Written when a quote is first texted; quotes never sent have none, so
// their ids open nothing publicly.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { tableName } from '../table';

export const SharedQuote = new Entity(
  {
    model: { entity: 'sharedQuote', version: '1', service: 'picket' },
    attributes: {
      quoteId: { type: 'string', required: true, readOnly: true },
      contractorId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      // The contractor of a shared quote.
      byQuote: {
        pk: { field: 'pk', composite: ['quoteId'], template: 'SHARED#${quoteId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'SHARED', casing: 'none' },
      },
    },
  },
  { client: documentClient, table: tableName() },
);
