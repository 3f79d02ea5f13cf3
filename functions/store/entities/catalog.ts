// Catalog: a contractor's material styles, per-height prices, post caps and hardware items. Until a
// contractor saves their own, the starter catalog of domain/pricing applies.
import { CustomAttributeType, Entity } from 'electrodb';
import type { Catalog as CatalogSettings } from '#domain/pricing/catalog';
import { lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Catalog = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'catalog', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          /** The catalog in the shape of domain/pricing's starter catalog (amounts in cents). */
          catalog: { type: CustomAttributeType<CatalogSettings>('any'), required: true },
          updatedAt: lastWriteTime,
        },
        indexes: {
          // A contractor's catalog.
          byContractor: { pk: tenantPartition(), sk: key('sk', [], 'CATALOG') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
