// CalendarFilter: a user's saved view of the schedule (SPEC §3: filterName, filterConfig, isDefault). One
// user's filters share a key prefix, so they are one Query; at most one is the default.
import { CustomAttributeType, Entity } from 'electrodb';
import type { CalendarFilterConfig } from '#domain/schemas/calendar-event';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const CalendarFilter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'calendarFilter', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          filterId: { type: 'string', required: true, readOnly: true },
          filterName: { type: 'string', required: true },
          filterConfig: { type: CustomAttributeType<CalendarFilterConfig>('any'), required: true },
          isDefault: { type: 'boolean', default: false },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // One user's filters.
          byUser: {
            pk: tenantPartition(),
            sk: key('sk', ['userId', 'filterId'], 'CALFILTER#${userId}#${filterId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
