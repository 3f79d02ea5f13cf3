// ServiceArea: "this contractor works in this ZIP". Written with the contractor's profile; read to find
// whose prices a homeowner's instant quote uses and who receives the lead.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const ServiceArea = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'serviceArea', version: '1', service: 'picket' },
        attributes: {
          zipCode: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          since: { type: 'string', required: true, default: () => new Date().toISOString() },
        },
        indexes: {
          // The contractors serving a ZIP.
          byZip: {
            pk: key('pk', ['zipCode'], 'ZIP#${zipCode}'),
            sk: key('sk', ['contractorId'], 'C#${contractorId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
