// The event dialog's values (SPEC §2 Event create/edit dialog) and the SPEC §7 body they make. A new event
// is a quote visit, anytime, today (or the slot clicked); an existing one opens as it is. The dialog shows
// one date: a multi-day event keeps its length when moved, and an overnight visit (an end time before the
// start) lets the server put its end on the next day.
import { addDays, daysBetween } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';
import type { CalendarEventStatus, CalendarEventType } from '#domain/vocabularies';
import { bodyOf, type EventBody } from './event-placement';

export interface EventFormValues {
  title: string;
  eventType: CalendarEventType;
  status: CalendarEventStatus;
  startDate: string;
  isAnytime: boolean;
  startTime: string;
  endTime: string;
  /** The picked customer record's id, '' when none. */
  linkedHomeownerId: string;
  linkedQuoteId: string;
  customerName: string;
  customerPhone: string;
  address: string;
  description: string;
  visitInstructions: string;
  assignedTo: string;
  /** A quote visit's customer: one picked from the records, or one added here with the event. */
  customerMode: 'existing' | 'new';
  newCustomer: NewCustomerValues;
}

export interface NewCustomerValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const noNewCustomer: NewCustomerValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

/** Where a new event starts: the day (and, from a time grid, the half hours) that was clicked. */
export interface NewEventSlot {
  date: string;
  startTime?: string;
  endTime?: string;
  assignedTo?: string;
}

export const newEventValues = (slot: NewEventSlot): EventFormValues => ({
  title: '',
  eventType: 'quote',
  status: 'scheduled',
  startDate: slot.date,
  isAnytime: !slot.startTime,
  startTime: slot.startTime ?? '',
  endTime: slot.endTime ?? '',
  linkedHomeownerId: '',
  linkedQuoteId: '',
  customerName: '',
  customerPhone: '',
  address: '',
  description: '',
  visitInstructions: '',
  assignedTo: slot.assignedTo ?? '',
  customerMode: 'existing',
  newCustomer: noNewCustomer,
});

export const eventValuesOf = (event: CalendarEvent): EventFormValues => ({
  title: event.title,
  eventType: event.eventType,
  status: event.status,
  startDate: event.startDate,
  isAnytime: event.isAnytime,
  startTime: event.startTime?.slice(0, 5) ?? '',
  endTime: event.endTime?.slice(0, 5) ?? '',
  linkedHomeownerId: event.linkedHomeownerId ?? '',
  linkedQuoteId: event.linkedQuoteId ?? '',
  customerName: event.customerName,
  customerPhone: event.customerPhone,
  address: event.address,
  description: event.description,
  visitInstructions: event.visitInstructions,
  assignedTo: event.assignedTo ?? '',
  customerMode: 'existing',
  newCustomer: noNewCustomer,
});

/** Job and repair days carry the customer's name, phone and address as typed (SPEC §2). */
export const takesCustomerDetails = (type: CalendarEventType): boolean => type === 'job' || type === 'repair';

const optional = <K extends string>(key: K, value: string) =>
  (value.trim() ? { [key]: value.trim() } : {}) as Partial<Record<K, string>>;

/** The POST (new) or PATCH (`existing`) body of the dialog's values. */
export const eventBodyOf = (values: EventFormValues, existing?: CalendarEvent): EventBody => {
  const timed = !values.isAnytime;
  const wraps = timed && values.endTime !== '' && values.endTime < values.startTime;
  // A multi-day event keeps its length; an overnight one's next day is not a length.
  const existingWraps = Boolean(
    existing?.startTime && existing.endTime && !existing.isAnytime && existing.endTime < existing.startTime,
  );
  const span =
    existing && !existingWraps ? Math.max(0, daysBetween(existing.startDate, existing.endDate)) : 0;
  const fields: EventBody = {
    title: values.title.trim(),
    eventType: values.eventType,
    status: values.status,
    startDate: values.startDate,
    isAnytime: values.isAnytime,
    description: values.description.trim(),
    visitInstructions: values.visitInstructions.trim(),
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    address: values.address.trim(),
    ...(wraps ? {} : { endDate: addDays(values.startDate, span) }),
    ...(timed ? { startTime: values.startTime, endTime: values.endTime } : {}),
    ...optional('linkedHomeownerId', values.linkedHomeownerId),
    ...optional('linkedQuoteId', values.linkedQuoteId),
    ...optional('assignedTo', values.assignedTo),
  };
  if (!existing) return fields;
  // Everything the dialog does not show (colour, email) stays as it was; links it cleared are cleared.
  const body = bodyOf(existing, fields);
  for (const link of ['linkedHomeownerId', 'linkedQuoteId'] as const) if (!fields[link]) delete body[link];
  if (wraps) delete body.endDate;
  return body;
};

/** The new customer as POST /api/homeowners takes it (trimmed). */
export const newCustomerBodyOf = (customer: NewCustomerValues) => ({
  firstName: customer.firstName.trim(),
  lastName: customer.lastName.trim(),
  phone: customer.phone.trim(),
  email: customer.email.trim(),
  address: customer.address.trim(),
  city: customer.city.trim(),
  state: customer.state.trim().toUpperCase(),
  zipCode: customer.zipCode.trim(),
});

/** Whether the event is a quote visit whose customer is added with it. */
export const addsCustomer = (values: EventFormValues): boolean =>
  values.eventType === 'quote' && values.customerMode === 'new';
