// What POST /api/calendar/events and PATCH /api/calendar/events/{id} take (SPEC §7 body) and the schedule's
// range query, with SPEC §5's rules: a title of 1–100 characters, one of the six types, a date, HH:MM times
// when not "anytime" (ending after the start, or past midnight: an overnight wrap), and a customer for a
// quote visit. Messages are keys of domain/messages.ts.
import * as z from 'zod';
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
  z.string(message('field.invalid')).trim().max(max, message('text.tooLong')).optional();

const id = z.string(message('field.invalid')).trim().max(64, message('field.invalid'));

export const calendarEventInputSchema = z
  .object({
    title: z
      .string(message('title.required'))
      .trim()
      .min(1, message('title.required'))
      .max(100, message('title.tooLong')),
    description: optionalText(2000),
    eventType: z.enum(calendarEventTypes, message('eventType.invalid')),
    startDate: dateSchema,
    /** Defaults to the start date (the next day for an overnight wrap). */
    endDate: dateSchema.optional(),
    startTime: timeSchema.optional(),
    endTime: timeSchema.optional(),
    isAnytime: z.boolean(message('field.invalid')).default(true),
    status: z.enum(calendarEventStatuses, message('field.invalid')).default('scheduled'),
    linkedQuoteId: id.optional(),
    linkedHomeownerId: id.optional(),
    customerName: optionalText(200),
    customerPhone: optionalText(40),
    customerEmail: optionalText(254),
    address: optionalText(300),
    visitInstructions: optionalText(2000),
    assignedTo: id.optional(),
    color: z
      .string(message('color.invalid'))
      .regex(/^#[0-9a-fA-F]{6}$/, message('color.invalid'))
      .optional(),
    /** Sent by the SPEC's client; the server always uses the signed-in user's contractor. */
    contractorId: z.string().max(64).optional(),
    /** PATCH: the version the change was made on (409 when the event changed meanwhile). */
    version: numberField('field.invalid').int(message('field.invalid')).min(1).optional(),
  })
  .superRefine((event, context) => {
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
  });
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

/** The schedule's read: `start`..`end` (ISO dates, inclusive, at most 62 days), optionally narrowed. */
/** An ISO date, or an ISO date-time whose date part is read (a calendar view's edges, e.g. FullCalendar's). */
const isoDay = z
  .string(message('date.invalid'))
  .max(40, message('date.invalid'))
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, message('date.invalid'))
  .refine((value) => isRealDate(value.slice(0, 10)), message('date.invalid'));

/** The day of an `isoDay` value. */
export const dayOf = (value: string): string => value.slice(0, 10);

export const calendarRangeQuerySchema = z
  .object({
    start: isoDay,
    end: isoDay,
    assignedTo: id.optional(),
    type: z.enum(calendarEventTypes, message('eventType.invalid')).optional(),
    status: z.enum(calendarEventStatuses, message('field.invalid')).optional(),
  })
  .superRefine((query, context) => {
    const days = daysBetween(dayOf(query.start), dayOf(query.end));
    if (days < 0) context.addIssue({ code: 'custom', path: ['end'], message: 'date.order' });
    else if (days > maxCalendarRangeDays)
      context.addIssue({ code: 'custom', path: ['end'], message: 'calendar.rangeTooLong' });
  });
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

/** What a saved calendar filter narrows the schedule to; an empty list means "all". */
export const calendarFilterConfigSchema = z.object({
  types: z
    .array(z.enum(calendarEventTypes, message('eventType.invalid')), message('field.invalid'))
    .max(6)
    .default([]),
  statuses: z
    .array(z.enum(calendarEventStatuses, message('field.invalid')), message('field.invalid'))
    .max(5)
    .default([]),
  assignedTo: z.array(id, message('field.invalid')).max(50, message('field.invalid')).default([]),
});
export type CalendarFilterConfig = z.infer<typeof calendarFilterConfigSchema>;

/** A saved filter (SPEC §3 Calendar filter): a name, what it narrows to, and whether it opens by default. */
export const calendarFilterInputSchema = z.object({
  filterName: z
    .string(message('filter.nameRequired'))
    .trim()
    .min(1, message('filter.nameRequired'))
    .max(60, message('filter.nameTooLong')),
  filterConfig: calendarFilterConfigSchema,
  isDefault: z.boolean(message('field.invalid')).default(false),
});
export type CalendarFilterInput = z.infer<typeof calendarFilterInputSchema>;

/** A rain day: the events of `date` (all, or `eventIds` of them) moved by `workDays` work days at once. */
export const calendarShiftSchema = z.object({
  date: dateSchema,
  workDays: numberField('shift.workDays')
    .int(message('shift.workDays'))
    .min(-20, message('shift.workDays'))
    .max(20, message('shift.workDays'))
    .refine((days) => days !== 0, message('shift.workDays')),
  eventIds: z.array(id, message('field.invalid')).max(100, message('field.invalid')).optional(),
  /** Text each moved event's customer their new arrival window. */
  textCustomers: z.boolean(message('field.invalid')).default(false),
});
export type CalendarShift = z.infer<typeof calendarShiftSchema>;
