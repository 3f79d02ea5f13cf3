// ActivityEvent: one entry of the activity log (SPEC §3 Event) — a quote's status change with who made it
// and when, later jobs' milestones — read per quote in time order.
import { CustomAttributeType, Entity } from 'electrodb';
import { type ActivityEventData, activityEventTypes } from '#domain/activity';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const ActivityEvent = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'activityEvent', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          /** The quote (or, for job events, the job's quote) the event belongs to. */
          quoteId: { type: 'string', required: true, readOnly: true },
          jobId: { type: 'string', readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          eventType: { type: activityEventTypes, required: true, readOnly: true },
          eventData: { type: CustomAttributeType<ActivityEventData>('any'), default: () => ({}) },
          userId: { type: 'string' },
          at: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          // A quote's history, oldest first.
          byQuote: {
            pk: tenantPartition(),
            sk: key('sk', ['quoteId', 'at', 'eventId'], 'ACTIVITY#${quoteId}#${at}#${eventId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
