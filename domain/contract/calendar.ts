// The calendar area's contract: the schedule's events (SPEC §7 POST/PATCH bodies) read by date range.
import * as z from 'zod';
import { calendarEventInputSchema, calendarRangeQuerySchema } from '../schemas/calendar-event';
import { calendarEventSchema } from './customers';
import { answers, creates, idParams, type RouteContracts } from './route-contract';

export const calendarRoutes = {
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
} as const satisfies RouteContracts;
