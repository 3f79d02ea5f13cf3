// MigrationMark: a data migration that has run to the end on this table, so `npm start` does not run it again
// (`npm run manage -- migrate` runs them regardless: each is idempotent).
import { Entity } from 'electrodb';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const MigrationMark = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'migrationMark', version: '1', service: 'picket' },
        attributes: {
          name: { type: 'string', required: true, readOnly: true },
          /** What the run changed, for whoever reads the table later. */
          summary: { type: 'string', default: '' },
          createdAt: creationTime,
        },
        indexes: {
          // One migration by name.
          byName: { pk: key('pk', [], 'SYSTEM'), sk: key('sk', ['name'], 'MIGRATION#${name}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
