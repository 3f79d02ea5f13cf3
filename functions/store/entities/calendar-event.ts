// CalendarEvent: a visit, job or reminder on a contractor's schedule (SPEC §3). A quote visit links the
// customer instead of copying their (encrypted) contact details.

import { Entity } from 'electrodb';
import { calendarEventStatuses, calendarEventTypes } from '#domain/vocabularies';
import { documentClient } from '../client';
import { tenantPk } from '../keys';
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
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      // One event of a contractor.
      byId: {
        pk: { field: 'pk', composite: ['contractorId'], template: tenantPk, casing: 'none' },
        sk: { field: 'sk', composite: ['eventId'], template: 'EVENT#${eventId}', casing: 'none' },
      },
      // A contractor's schedule in date order.
      byDate: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['contractorId'],
          template: 'C#${contractorId}#EVENTS',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['startDate', 'eventId'],
          template: '${startDate}#${eventId}',
          casing: 'none',
        },
      },
      // The events linked to one customer (sparse: a job from a quote may have no customer record).
      byHomeowner: {
        index: 'gsi2',
        condition: (attributes) => Boolean(attributes.linkedHomeownerId),
        pk: {
          field: 'gsi2pk',
          composite: ['contractorId', 'linkedHomeownerId'],
          template: 'C#${contractorId}#HOMEOWNER#${linkedHomeownerId}#EVENTS',
          casing: 'none',
        },
        sk: {
          field: 'gsi2sk',
          composite: ['startDate', 'eventId'],
          template: '${startDate}#${eventId}',
          casing: 'none',
        },
      },
    },
  },
  { client: documentClient, table: tableName() },
);
