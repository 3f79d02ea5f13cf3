// The customers area's contract: a contractor's customers (homeowners), quote visits, the header search and
// address suggestions.
import * as z from 'zod';
import { quoteStatuses } from '../quote-status';
import {
  customerListQuerySchema,
  customerMatchQuerySchema,
  customerSchema,
  customerUpdateSchema,
  scheduleVisitSchema,
  searchQuerySchema,
} from '../schemas/customer';
import { calendarEventStatuses, calendarEventTypes } from '../vocabularies';
import {
  answers,
  calendarDate,
  clockTime,
  creates,
  cursor,
  dollars,
  hexColor,
  id,
  idParams,
  personSchema,
  type RouteContracts,
  timestamp,
} from './route-contract';

export { calendarEventStatuses, calendarEventTypes };

export const customerResponseSchema = z
  .strictObject({
    id,
    contractorId: id,
    /** First and last name. */
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().meta({ description: '10 digits' }),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    /** Who looks after them (null for a homeowner's lead nobody has taken, and customers from before teams). */
    assignedTo: personSchema.nullable(),
    version: z.number().int(),
    /** Deleted customers are archived: still readable by id, gone from lists and search. */
    archived: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerResponseSchema>;

/** One customer as their page shows them: with whether their number replied STOP to the business's texts. */
export const customerDetailSchema = customerResponseSchema
  .extend({
    /** When their phone replied STOP (Picket texts it nothing until it replies START); null when it did not. */
    textingOptedOutAt: timestamp.nullable(),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerPageSchema = z.strictObject({ homeowners: z.array(customerResponseSchema), cursor });
export type CustomerPage = z.infer<typeof customerPageSchema>;
export type CustomerSort = z.output<typeof customerListQuerySchema>['sort'];
export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type ScheduleVisitInput = z.input<typeof scheduleVisitSchema>;

export const archivedSchema = z.strictObject({ archived: z.literal(true) });

/** A calendar event: a visit, a job's day, a reminder (SPEC §3 Calendar event). */
export const calendarEventSchema = z
  .strictObject({
    id,
    title: z.string(),
    description: z.string(),
    eventType: z.enum(calendarEventTypes),
    status: z.enum(calendarEventStatuses),
    startDate: calendarDate,
    endDate: calendarDate,
    startTime: clockTime.nullable(),
    endTime: clockTime.nullable(),
    isAllDay: z.boolean(),
    isAnytime: z.boolean(),
    color: hexColor,
    linkedQuoteId: id.nullable(),
    linkedHomeownerId: id.nullable(),
    /** Set on a job's day: the schedule opens the job, and moving the event reschedules it. */
    linkedJobId: id.nullable(),
    visitInstructions: z.string(),
    assignedTo: id.nullable(),
    isCompleted: z.boolean(),
    completedDate: z.string().nullable(),
    /** Someone who is not a customer record: as typed, '' when not given. */
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string(),
    address: z.string(),
    /** Send it back with a change (PATCH): 409 when the event changed meanwhile. */
    version: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export type ScheduledVisit = z.infer<typeof calendarEventSchema>;

export const quoteSearchResultSchema = z.strictObject({
  type: z.literal('quote'),
  id,
  number: z.number().int(),
  status: z.enum(quoteStatuses),
  customerName: z.string(),
  totalCost: dollars,
});
export const customerSearchResultSchema = z.strictObject({
  type: z.literal('customer'),
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const searchResultSchema = z.discriminatedUnion('type', [
  quoteSearchResultSchema,
  customerSearchResultSchema,
]);
export type QuoteSearchResult = z.infer<typeof quoteSearchResultSchema>;
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;

export const addressResultSchema = z
  .strictObject({
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    /** The provider's one-line label. */
    label: z.string(),
  })
  .meta({ id: 'AddressResult' });
export type AddressResult = z.infer<typeof addressResultSchema>;

export const customerMatchSchema = z
  .strictObject({
    field: z.enum(['phone', 'email']),
    customerId: id,
    name: z.string(),
  })
  .meta({ id: 'CustomerMatch' });
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const timelineEntrySchema = z
  .strictObject({
    kind: z.enum(['quote', 'job', 'event', 'payment', 'message', 'note']),
    id,
    /** When it happened or happens (a visit's date; otherwise a timestamp). */
    at: z.string(),
    /** Quote number ("12"), or the job number ("JOB-0005") of a job, its payments and notes. */
    number: z.string().nullable(),
    /** A job's name, an event's title, a message's text, a note's text; '' otherwise. */
    title: z.string(),
    /** The quote's, job's, event's or message's status; a payment's method; a note's author. */
    status: z.string(),
    /** Dollars: a quote's or job's total, a payment's amount. */
    amount: dollars.nullable(),
    /** A calendar event's type (quote visit, job…). */
    eventType: z.string().nullable(),
    /** How a message went. */
    channel: z.enum(['sms', 'email']).nullable(),
    /** The job it belongs to (jobs, payments, notes, reminders), to link to. */
    jobId: z.string().nullable(),
    /** The quote it belongs to (quotes, texted quotes), to link to. */
    quoteId: z.string().nullable(),
  })
  .meta({ id: 'TimelineEntry' });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const customerTimelineSchema = z
  .strictObject({
    entries: z.array(timelineEntrySchema),
    lifetimeValue: dollars,
    balanceOwed: dollars,
  })
  .meta({ id: 'CustomerTimeline' });
export type CustomerTimeline = z.infer<typeof customerTimelineSchema>;

export const customersRoutes = {
  'GET /api/homeowners/{id}/timeline': answers(
    "One customer's quotes, jobs, calendar events, payments, texts and emails and job notes by id, newest first, with what they paid and still owe",
    customerTimelineSchema,
    { request: { params: idParams } },
  ),
  'GET /api/customer-matches': answers(
    'Active customers whose phone or email is exactly the one typed (the duplicate warning of the customer dialog)',
    z.strictObject({ matches: z.array(customerMatchSchema) }),
    { request: { query: customerMatchQuerySchema } },
  ),
  'POST /api/homeowners': creates('Add a customer', customerResponseSchema, {
    description:
      'An optional `Idempotency-Key` header makes a repeat (even a concurrent one) answer the first result and create nothing.',
    request: { body: customerSchema },
  }),
  'GET /api/contractors/{id}/homeowners': answers(
    "The contractor's customers, newest first or by name, a page at a time",
    customerPageSchema,
    {
      description:
        "`{id}` must be the caller's own contractor id (else 404). Archived customers are left out.",
      request: { params: idParams, query: customerListQuerySchema },
    },
  ),
  'GET /api/homeowners/{id}': answers('One customer (archived ones too)', customerDetailSchema, {
    request: { params: idParams },
  }),
  'PATCH /api/homeowners/{id}': answers('Edit a customer, with the version read', customerResponseSchema, {
    request: { params: idParams, body: customerUpdateSchema },
    errors: [409],
  }),
  'DELETE /api/homeowners/{id}': answers(
    'Archive a customer (quotes, jobs and visits keep their link)',
    archivedSchema,
    { request: { params: idParams } },
  ),
  'POST /api/homeowners/{id}/schedule-visit': creates(
    "Put a quote visit at the customer's on the calendar",
    calendarEventSchema,
    { request: { params: idParams, body: scheduleVisitSchema }, errors: [409] },
  ),
  'GET /api/search': answers(
    'Search quotes and customers (at least 2 characters)',
    z.strictObject({ results: z.array(searchResultSchema) }),
    { request: { query: searchQuerySchema } },
  ),
  'GET /api/address/suggest': answers(
    'US address suggestions (503 where no provider is configured)',
    z.strictObject({ suggestions: z.array(addressResultSchema) }),
    { request: { query: searchQuerySchema }, errors: [503] },
  ),
  'GET /api/address/lookup': answers(
    'One US address (503 where no provider is configured)',
    z.strictObject({ address: addressResultSchema.nullable() }),
    { request: { query: searchQuerySchema }, errors: [503] },
  ),
} as const satisfies RouteContracts;
