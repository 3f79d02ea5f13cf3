// CalendarEvent: a visit, job or reminder on a contractor's schedule (SPEC §3). A quote visit links the
// customer; an event for someone who is not a customer record keeps their name, phone, email and address
// as sealed copies (functions/core/crypto/sealed-copy.ts). `version` guards edits from the calendar.

import { Entity } from 'electrodb';
import { calendarEventStatuses, calendarEventTypes } from '#domain/vocabularies';
import { creationTime, lastWriteTime, sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export { calendarEventStatuses, calendarEventTypes };

export const CalendarEvent = lazyEntity(
  () =>
    new Entity(
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
          /** The job whose day this is (job events written before it have none). */
          linkedJobId: { type: 'string' },
          visitInstructions: { type: 'string', default: '' },
          assignedTo: { type: 'string' },
          isCompleted: { type: 'boolean', default: false },
          completedDate: { type: 'string' },
          createdByUserId: { type: 'string' },
          customerName: sealedCopy,
          customerPhone: sealedCopy,
          customerEmail: sealedCopy,
          customerAddress: sealedCopy,
          /** 1 when created; each edit from the calendar adds one (events written before it read as 1). */
          version: { type: 'number', default: 1 },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
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
    ),
);
