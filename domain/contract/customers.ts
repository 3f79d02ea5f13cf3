// The customers area's contract: a contractor's customers (homeowners), quote visits, the header search and
// address suggestions.
import * as z from 'zod/mini';
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

// zod/mini's extend keeps a schema's checks, its metadata among them (the copy would register the same id
// again), so the schema extended below starts from its fields, before its id is added.
const customerFields = z.strictObject({
  id,
  contractorId: id,
  /** First and last name. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().check(z.meta({ description: '10 digits' })),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** Who looks after them (null for a homeowner's lead nobody has taken, and customers from before teams). */
  assignedTo: z.nullable(personSchema),
  version: z.number().check(z.int()),
  /** Deleted customers are archived: still readable by id, gone from lists and search. */
  archived: z.boolean(),
  createdAt: timestamp,
});
export const customerResponseSchema = customerFields.check(z.meta({ id: 'Customer' }));
export type Customer = z.infer<typeof customerResponseSchema>;

/** One customer as their page shows them: with whether their number replied STOP to the business's texts. */
export const customerDetailSchema = z
  .extend(customerFields, {
    /** When their phone replied STOP (Picket texts it nothing until it replies START); null when it did not. */
    textingOptedOutAt: z.nullable(timestamp),
  })
  .check(z.meta({ id: 'CustomerDetail' }));
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
    startTime: z.nullable(clockTime),
    endTime: z.nullable(clockTime),
    isAllDay: z.boolean(),
    isAnytime: z.boolean(),
    color: hexColor,
    linkedQuoteId: z.nullable(id),
    linkedHomeownerId: z.nullable(id),
    /** Set on a job's day: the schedule opens the job, and moving the event reschedules it. */
    linkedJobId: z.nullable(id),
    visitInstructions: z.string(),
    assignedTo: z.nullable(id),
    isCompleted: z.boolean(),
    completedDate: z.nullable(z.string()),
    /** Someone who is not a customer record: as typed, '' when not given. */
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string(),
    address: z.string(),
    /** Send it back with a change (PATCH): 409 when the event changed meanwhile. */
    version: z.number().check(z.int()),
    createdAt: timestamp,
  })
  .check(z.meta({ id: 'CalendarEvent' }));
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export type ScheduledVisit = z.infer<typeof calendarEventSchema>;

export const quoteSearchResultSchema = z.strictObject({
  type: z.literal('quote'),
  id,
  number: z.number().check(z.int()),
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
  .check(z.meta({ id: 'AddressResult' }));
export type AddressResult = z.infer<typeof addressResultSchema>;

export const customerMatchSchema = z
  .strictObject({
    field: z.enum(['phone', 'email']),
    customerId: id,
    name: z.string(),
  })
  .check(z.meta({ id: 'CustomerMatch' }));
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const timelineEntrySchema = z
  .strictObject({
    kind: z.enum(['quote', 'job', 'event', 'payment', 'message', 'note']),
    id,
    /** When it happened or happens (a visit's date; otherwise a timestamp). */
    at: z.string(),
    /** Quote number ("12"), or the job number ("JOB-0005") of a job, its payments and notes. */
    number: z.nullable(z.string()),
    /** A job's name, an event's title, a message's text, a note's text; '' otherwise. */
    title: z.string(),
    /** The quote's, job's, event's or message's status; a payment's method; a note's author. */
    status: z.string(),
    /** Dollars: a quote's or job's total, a payment's amount. */
    amount: z.nullable(dollars),
    /** A calendar event's type (quote visit, job…). */
    eventType: z.nullable(z.string()),
    /** How a message went. */
    channel: z.nullable(z.enum(['sms', 'email'])),
    /** The job it belongs to (jobs, payments, notes, reminders), to link to. */
    jobId: z.nullable(z.string()),
    /** The quote it belongs to (quotes, texted quotes), to link to. */
    quoteId: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'TimelineEntry' }));
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const customerTimelineSchema = z
  .strictObject({
    entries: z.array(timelineEntrySchema),
    lifetimeValue: dollars,
    balanceOwed: dollars,
  })
  .check(z.meta({ id: 'CustomerTimeline' }));
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
    z.strictObject({ address: z.nullable(addressResultSchema) }),
    { request: { query: searchQuerySchema }, errors: [503] },
  ),
} as const satisfies RouteContracts;
