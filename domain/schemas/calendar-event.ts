// What POST /api/calendar/events and PATCH /api/calendar/events/{id} take (SPEC §7 body) and the schedule's
// range query, with SPEC §5's rules: a title of 1–100 characters, one of the six types, a date, HH:MM times
// when not "anytime" (ending after the start, or past midnight: an overnight wrap), and a customer for a
// quote visit. Messages are keys of domain/messages.ts.
import * as z from 'zod/mini';
import { daysBetween } from '../calendar-dates';
import { calendarEventStatuses, calendarEventTypes } from '../vocabularies';
import { dateSchema, isRealDate, timeSchema } from './dates';
import { message } from './message';
import { numberField } from './number';

/** The widest range one schedule read may ask for: two months and a bit (a month grid shows 6 weeks). */
export const maxCalendarRangeDays = 62;

/** The longest an event may last: a two-week install is the longest fence job we plan for. */
export const maxEventDays = 14;

const optionalText = (max: number) =>
  z.optional(z.string(message('field.invalid')).check(z.trim(), z.maxLength(max, message('text.tooLong'))));

const id = z.string(message('field.invalid')).check(z.trim(), z.maxLength(64, message('field.invalid')));

export const calendarEventInputSchema = z
  .object({
    title: z
      .string(message('title.required'))
      .check(z.trim(), z.minLength(1, message('title.required')), z.maxLength(100, message('title.tooLong'))),
    description: optionalText(2000),
    eventType: z.enum(calendarEventTypes, message('eventType.invalid')),
    startDate: dateSchema,
    /** Defaults to the start date (the next day for an overnight wrap). */
    endDate: z.optional(dateSchema),
    startTime: z.optional(timeSchema),
    endTime: z.optional(timeSchema),
    isAnytime: z._default(z.boolean(message('field.invalid')), true),
    status: z._default(z.enum(calendarEventStatuses, message('field.invalid')), 'scheduled'),
    linkedQuoteId: z.optional(id),
    linkedHomeownerId: z.optional(id),
    customerName: optionalText(200),
    customerPhone: optionalText(40),
    customerEmail: optionalText(254),
    address: optionalText(300),
    visitInstructions: optionalText(2000),
    assignedTo: z.optional(id),
    color: z.optional(
      z.string(message('color.invalid')).check(z.regex(/^#[0-9a-fA-F]{6}$/, message('color.invalid'))),
    ),
    /** Sent by the SPEC's client; the server always uses the signed-in user's contractor. */
    contractorId: z.optional(z.string().check(z.maxLength(64))),
    /** PATCH: the version the change was made on (409 when the event changed meanwhile). */
    version: z.optional(numberField('field.invalid').check(z.int(message('field.invalid')), z.gte(1))),
  })
  .check(
    z.superRefine((event, context) => {
      if (!event.isAnytime) {
        if (!event.startTime)
          context.addIssue({ code: 'custom', path: ['startTime'], message: 'time.invalid' });
        if (!event.endTime) context.addIssue({ code: 'custom', path: ['endTime'], message: 'time.invalid' });
        // Equal times are no event; an end before the start wraps past midnight.
        if (event.startTime && event.endTime && event.startTime.slice(0, 5) === event.endTime.slice(0, 5))
          context.addIssue({ code: 'custom', path: ['endTime'], message: 'time.order' });
      }
      if (event.endDate && event.endDate < event.startDate)
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'date.order' });
      // The schedule reads from 14 days before a range, so a longer event could drop out of view.
      else if (event.endDate && daysBetween(event.startDate, event.endDate) > maxEventDays)
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'event.tooLong' });
      if (event.eventType === 'quote' && !event.linkedHomeownerId && !event.customerName)
        context.addIssue({ code: 'custom', path: ['linkedHomeownerId'], message: 'event.customerRequired' });
    }),
  );
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

/** The schedule's read: `start`..`end` (ISO dates, inclusive, at most 62 days), optionally narrowed. */
/** An ISO date, or an ISO date-time whose date part is read (a calendar view's edges, e.g. FullCalendar's). */
const isoDay = z.string(message('date.invalid')).check(
  z.maxLength(40, message('date.invalid')),
  z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, message('date.invalid')),
  z.refine((value) => isRealDate(value.slice(0, 10)), message('date.invalid')),
);

/** The day of an `isoDay` value. */
export const dayOf = (value: string): string => value.slice(0, 10);

export const calendarRangeQuerySchema = z
  .object({
    start: isoDay,
    end: isoDay,
    assignedTo: z.optional(id),
    type: z.optional(z.enum(calendarEventTypes, message('eventType.invalid'))),
    status: z.optional(z.enum(calendarEventStatuses, message('field.invalid'))),
  })
  .check(
    z.superRefine((query, context) => {
      const days = daysBetween(dayOf(query.start), dayOf(query.end));
      if (days < 0) context.addIssue({ code: 'custom', path: ['end'], message: 'date.order' });
      else if (days > maxCalendarRangeDays)
        context.addIssue({ code: 'custom', path: ['end'], message: 'calendar.rangeTooLong' });
    }),
  );
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

/** What a saved calendar filter narrows the schedule to; an empty list means "all". */
export const calendarFilterConfigSchema = z.object({
  types: z._default(
    z
      .array(z.enum(calendarEventTypes, message('eventType.invalid')), message('field.invalid'))
      .check(z.maxLength(6)),
    [],
  ),
  statuses: z._default(
    z
      .array(z.enum(calendarEventStatuses, message('field.invalid')), message('field.invalid'))
      .check(z.maxLength(5)),
    [],
  ),
  assignedTo: z._default(
    z.array(id, message('field.invalid')).check(z.maxLength(50, message('field.invalid'))),
    [],
  ),
});
export type CalendarFilterConfig = z.infer<typeof calendarFilterConfigSchema>;

/** A saved filter (SPEC §3 Calendar filter): a name, what it narrows to, and whether it opens by default. */
export const calendarFilterInputSchema = z.object({
  filterName: z
    .string(message('filter.nameRequired'))
    .check(
      z.trim(),
      z.minLength(1, message('filter.nameRequired')),
      z.maxLength(60, message('filter.nameTooLong')),
    ),
  filterConfig: calendarFilterConfigSchema,
  isDefault: z._default(z.boolean(message('field.invalid')), false),
});
export type CalendarFilterInput = z.infer<typeof calendarFilterInputSchema>;

/** A rain day: the events of `date` (all, or `eventIds` of them) moved by `workDays` work days at once. */
export const calendarShiftSchema = z.object({
  date: dateSchema,
  workDays: numberField('shift.workDays').check(
    z.int(message('shift.workDays')),
    z.gte(-20, message('shift.workDays')),
    z.lte(20, message('shift.workDays')),
    z.refine((days) => days !== 0, message('shift.workDays')),
  ),
  eventIds: z.optional(
    z.array(id, message('field.invalid')).check(z.maxLength(100, message('field.invalid'))),
  ),
  /** Text each moved event's customer their new arrival window. */
  textCustomers: z._default(z.boolean(message('field.invalid')), false),
});
export type CalendarShift = z.infer<typeof calendarShiftSchema>;
