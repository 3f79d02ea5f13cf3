// SearchEntry: one blind-index token pointing at a customer or a quote of the same contractor. A search
// reads the partitions of its tokens only, so its cost does not grow with the number of customers.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const SearchEntry = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'searchEntry', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          token: { type: 'string', required: true, readOnly: true },
          targetType: { type: ['homeowner', 'quote'] as const, required: true, readOnly: true },
          targetId: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          // Everything of a contractor found by one token.
          byToken: {
            pk: key('pk', ['contractorId', 'token'], 'C#${contractorId}#SEARCH#${token}'),
            sk: key('sk', ['targetType', 'targetId'], '${targetType}#${targetId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
