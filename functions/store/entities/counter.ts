// Counter: a per-contractor sequence (quote numbers, later job numbers). Allocation is one atomic ADD
// that returns the new value, so concurrent creates always get distinct numbers.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Counter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'counter', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          name: { type: ['quote', 'job'] as const, required: true, readOnly: true },
          value: { type: 'number', default: 0 },
        },
        indexes: {
          // One named sequence of a contractor.
          byName: { pk: tenantPartition(), sk: key('sk', ['name'], 'COUNTER#${name}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
