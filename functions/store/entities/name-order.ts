// The alphabetical order of a contractor's customers, kept without readable names: a directory of chunks
// and the chunks themselves, each one AES-GCM-sealed list of [sortKey, customerId] in name order.
// `version` makes every change a compare-and-swap (see store/customers.ts).
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const NameDirectory = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'nameDirectory', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          /** Sealed JSON: the chunks in name order, each with its first sort key. */
          sealed: { type: 'string', required: true },
          nextChunk: { type: 'number', required: true },
          version: { type: 'number', required: true },
        },
        indexes: {
          // A contractor's name directory.
          byContractor: { pk: tenantPartition(), sk: key('sk', [], 'NAMES') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const NameChunk = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'nameChunk', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          chunkId: { type: 'string', required: true, readOnly: true },
          /** Sealed JSON: [sortKey, customerId] pairs in name order. */
          sealed: { type: 'string', required: true },
          version: { type: 'number', required: true },
        },
        indexes: {
          // One chunk of a contractor's name order.
          byId: { pk: tenantPartition(), sk: key('sk', ['chunkId'], 'NAMES#${chunkId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
