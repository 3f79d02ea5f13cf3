// The customers area's contract: a contractor's customers (homeowners), quote visits, the header search and
// address suggestions.
import * as z from 'zod';
import { quoteStatuses } from '../quote-status';
import {
  customerListQuerySchema,
  customerSchema,
  customerUpdateSchema,
  scheduleVisitSchema,
  searchQuerySchema,
} from '../schemas/customer';
import { calendarEventStatuses, calendarEventTypes } from '../vocabularies';
import {
  calendarDate,
  clockTime,
  cursor,
  dollars,
  hexColor,
  id,
  idParams,
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
    version: z.number().int(),
    /** Deleted customers are archived: still readable by id, gone from lists and search. */
    archived: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerResponseSchema>;

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
    visitInstructions: z.string(),
    assignedTo: id.nullable(),
    isCompleted: z.boolean(),
    completedDate: z.string().nullable(),
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

export const customersRoutes = {
  'POST /api/homeowners': {
    summary: 'Add a customer',
    request: { body: customerSchema },
    responses: { 201: customerResponseSchema },
  },
  'GET /api/contractors/{id}/homeowners': {
    summary: "The contractor's customers, newest first or by name, a page at a time",
    description: "`{id}` must be the caller's own contractor id (else 404). Archived customers are left out.",
    request: { params: idParams, query: customerListQuerySchema },
    responses: { 200: customerPageSchema },
  },
  'GET /api/homeowners/{id}': {
    summary: 'One customer (archived ones too)',
    request: { params: idParams },
    responses: { 200: customerResponseSchema },
  },
  'PATCH /api/homeowners/{id}': {
    summary: 'Edit a customer, with the version read',
    request: { params: idParams, body: customerUpdateSchema },
    responses: { 200: customerResponseSchema },
    errors: [409],
  },
  'DELETE /api/homeowners/{id}': {
    summary: 'Archive a customer (quotes, jobs and visits keep their link)',
    request: { params: idParams },
    responses: { 200: archivedSchema },
  },
  'POST /api/homeowners/{id}/schedule-visit': {
    summary: "Put a quote visit at the customer's on the calendar",
    request: { params: idParams, body: scheduleVisitSchema },
    responses: { 201: calendarEventSchema },
    errors: [409],
  },
  'GET /api/search': {
    summary: 'Search quotes and customers (at least 2 characters)',
    request: { query: searchQuerySchema },
    responses: { 200: z.strictObject({ results: z.array(searchResultSchema) }) },
  },
  'GET /api/address/suggest': {
    summary: 'US address suggestions (503 where no provider is configured)',
    request: { query: searchQuerySchema },
    responses: { 200: z.strictObject({ suggestions: z.array(addressResultSchema) }) },
    errors: [503],
  },
  'GET /api/address/lookup': {
    summary: 'One US address (503 where no provider is configured)',
    request: { query: searchQuerySchema },
    responses: { 200: z.strictObject({ address: addressResultSchema.nullable() }) },
    errors: [503],
  },
} as const satisfies RouteContracts;
