// CalendarEvent: a visit, job or reminder on a contractor's schedule (SPEC §3). A quote visit links the
// customer instead of copying their (encrypted) contact details.

import { Entity } from 'electrodb';
import { calendarEventStatuses, calendarEventTypes } from '#domain/vocabularies';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { tableName } from '../table';

export { calendarEventStatuses, calendarEventTypes };

export const CalendarEvent = new Entity(
  {
    model: { entity: 'calendarEvent', version: '1', service: 'picket' },
    attributes: {
      contractorId: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      eventType: { type: calendarEventTypes, required: true },
      status: { type: calendarEventStatuses, required: true, default: 'scheduled' },
      startDate: { type: 'string', required: true },
      endDate: { type: 'string', required: true },
      startTime: { type: 'string' },
      endTime: { type: 'string' },
      isAllDay: { type: 'boolean', default: false },
      isAnytime: { type: 'boolean', default: true },
      color: { type: 'string', default: '#3b82f6' },
      linkedQuoteId: { type: 'string' },
      linkedHomeownerId: { type: 'string' },
      visitInstructions: { type: 'string', default: '' },
      assignedTo: { type: 'string' },
      isCompleted: { type: 'boolean', default: false },
      completedDate: { type: 'string' },
      createdByUserId: { type: 'string' },
      createdAt: creationTime,
    },
    indexes: {
      // One event of a contractor.
      byId: { pk: tenantPartition(), sk: key('sk', ['eventId'], 'EVENT#${eventId}') },
      // A contractor's schedule in date order.
      byDate: {
        index: 'gsi1',
        pk: key('gsi1pk', ['contractorId'], 'C#${contractorId}#EVENTS'),
        sk: key('gsi1sk', ['startDate', 'eventId'], '${startDate}#${eventId}'),
      },
      // The events linked to one customer (sparse: a job from a quote may have no customer record).
      byHomeowner: {
        index: 'gsi2',
        condition: (attributes) => Boolean(attributes.linkedHomeownerId),
        pk: key(
          'gsi2pk',
          ['contractorId', 'linkedHomeownerId'],
          'C#${contractorId}#HOMEOWNER#${linkedHomeownerId}#EVENTS',
        ),
        sk: key('gsi2sk', ['startDate', 'eventId'], '${startDate}#${eventId}'),
      },
    },
  },
  { client: documentClient, table: tableName() },
);
