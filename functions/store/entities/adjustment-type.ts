// AdjustmentType: a ready-made adjustment the administrators offer in the quote builder (domain/schemas/
// adjustment-type.ts). Platform-wide and few (at most 100), so all sit in one partition (`ADJUSTMENTTYPES`):
// the admin list and the builder's list are one Query each.
import { Entity } from 'electrodb';
import { adjustmentKinds } from '#domain/schemas/adjustment-type';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const AdjustmentType = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'adjustmentType', version: '1', service: 'picket' },
        attributes: {
          typeId: { type: 'string', required: true, readOnly: true },
          label: { type: 'string', required: true },
          description: { type: 'string', default: '' },
          adjustmentType: { type: adjustmentKinds, required: true, default: 'fixed' },
          /** 'fixed': integer cents (the API speaks dollars); 'percent': percent of the price before adjustments. */
          defaultValue: { type: 'number', required: true },
          isActive: { type: 'boolean', required: true },
          updatedByUserId: { type: 'string', default: '' },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // Every type, one partition.
          byId: { pk: key('pk', [], 'ADJUSTMENTTYPES'), sk: key('sk', ['typeId'], 'TYPE#${typeId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
