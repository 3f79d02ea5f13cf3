// The calendar area's contract: the schedule's events (SPEC §7 POST/PATCH bodies) read by date range.
import * as z from 'zod/mini';
import {
  calendarEventInputSchema,
  calendarFilterInputSchema,
  calendarRangeQuerySchema,
  calendarShiftSchema,
} from '../schemas/calendar-event';
import { calendarEventStatuses, calendarEventTypes } from '../vocabularies';
import { calendarEventSchema } from './customers';
import { answers, creates, idParams, pathParams, type RouteContracts } from './route-contract';

/** A saved schedule filter (SPEC §3 Calendar filter). */
export const calendarFilterSchema = z
  .strictObject({
    id: z.string(),
    filterName: z.string(),
    filterConfig: z.strictObject({
      types: z.array(z.enum(calendarEventTypes)),
      statuses: z.array(z.enum(calendarEventStatuses)),
      assignedTo: z.array(z.string()),
    }),
    isDefault: z.boolean(),
  })
  .check(z.meta({ id: 'CalendarFilter' }));
export type CalendarFilter = z.infer<typeof calendarFilterSchema>;

/** The signed-in user's calendar feed URL (null when they have none). */
export const calendarFeedSchema = z.strictObject({ url: z.nullable(z.string()) });

export const calendarRoutes = {
  'GET /api/calendar/feed': answers("The signed-in user's calendar subscription URL", calendarFeedSchema),
  'POST /api/calendar/feed': creates(
    'A new calendar subscription URL for the signed-in user (the old one stops working)',
    calendarFeedSchema,
  ),
  'DELETE /api/calendar/feed': answers('End the calendar subscription URL', calendarFeedSchema),
  'GET /api/calendar/feeds/{token}': answers(
    "A user's events as an iCalendar (RFC 5545) feed, text/calendar; 404 for an unknown or ended URL",
    z.string().check(z.meta({ description: 'An iCalendar document' })),
    { request: { params: pathParams('token') }, contentType: 'text/calendar' },
  ),
  'GET /api/calendar/events': answers(
    'The events between two dates (at most 62 days), optionally one assignee, type or status',
    z.strictObject({ events: z.array(calendarEventSchema) }),
    { request: { query: calendarRangeQuerySchema } },
  ),
  'POST /api/calendar/events': creates('Put an event on the schedule', calendarEventSchema, {
    request: { body: calendarEventInputSchema },
  }),
  'PATCH /api/calendar/events/{id}': answers(
    'Change or move an event, with the version read (409 when it changed meanwhile)',
    calendarEventSchema,
    { request: { params: idParams, body: calendarEventInputSchema }, errors: [409] },
  ),
  'DELETE /api/calendar/events/{id}': answers(
    'Remove an event from the schedule',
    z.strictObject({ deleted: z.literal(true) }),
    { request: { params: idParams } },
  ),
  'POST /api/calendar/events/{id}/text-customer': answers(
    "Text the event's customer their arrival window, in the job's or quote's language",
    z.strictObject({ text: z.string(), status: z.literal('sent') }),
    { request: { params: idParams }, errors: [409, 429, 502] },
  ),
  'POST /api/calendar/shift': answers(
    "A rain day: move a day's events by N work days at once, optionally texting each customer",
    z.strictObject({
      newDate: z.string(),
      moved: z.array(calendarEventSchema),
      skipped: z.array(z.strictObject({ id: z.string(), reason: z.literal('changed') })),
      texted: z.number().check(z.int()),
    }),
    { request: { body: calendarShiftSchema } },
  ),
  'GET /api/calendar/filters': answers(
    "The signed-in user's saved schedule filters",
    z.strictObject({ filters: z.array(calendarFilterSchema) }),
  ),
  'POST /api/calendar/filters': creates(
    'Save a schedule filter (a new default replaces the old one)',
    calendarFilterSchema,
    { request: { body: calendarFilterInputSchema }, errors: [409] },
  ),
  'PATCH /api/calendar/filters/{id}': answers('Change a saved filter', calendarFilterSchema, {
    request: { params: idParams, body: calendarFilterInputSchema },
  }),
  'DELETE /api/calendar/filters/{id}': answers(
    'Delete a saved filter',
    z.strictObject({ deleted: z.literal(true) }),
    { request: { params: idParams } },
  ),
} as const satisfies RouteContracts;
