// The calendar's own events: put on the schedule, changed, moved and removed from it (POST, PATCH and DELETE
// /api/calendar/events), and the schedule's read of a date range. Links are checked against the caller's
// contractor (a customer, a quote, a team member of another contractor do not exist here); someone who is
// not a customer record is kept as sealed copies of their name, phone, email and address.

import { eventTypeColors } from '#domain/calendar-colors';
import { addDays, todayIn } from '#domain/calendar-dates';
import {
  type CalendarEventInput,
  type CalendarRangeQuery,
  dayOf,
  maxEventDays,
} from '#domain/schemas/calendar-event';
import { DomainError } from '#functions/core/errors';
import {
  type CalendarEventItem,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvent,
  listEventsStarting,
  saveCalendarEvent,
} from '#functions/store/calendar';
import { getContractor } from '#functions/store/contractors';
import { getQuote } from '#functions/store/quotes';
import { type Actor, listedPerson } from '../access/actor';
import { anyRole, checkAssignee } from '../access/assignee';
import { sealCopy } from '../crypto/sealed-copy';
import { loadCustomer } from '../customers/save-customer';
import { loadJob } from '../jobs/job-records';
import { updateJob } from '../jobs/update-job';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { newId } from '../tokens';

/** Today on the contractor's calendar (SPEC §3 timezone), as a job's completion is dated too. */
const contractorToday = async (contractorId: string) =>
  todayIn((await getContractor(contractorId))?.timezone ?? 'America/Chicago');

const eventNotFound = () => new DomainError('NOT_FOUND', 'event.notFound');

/** The links of an event, each checked to be the caller's contractor's. */
const checkLinks = async (contractorId: string, input: CalendarEventInput) => {
  if (input.linkedHomeownerId) await loadCustomer(contractorId, input.linkedHomeownerId);
  if (input.linkedQuoteId && !(await getQuote(contractorId, input.linkedQuoteId)))
    throw new DomainError('NOT_FOUND', 'quote.notFound');
  if (input.assignedTo) await checkAssignee(contractorId, input.assignedTo, anyRole);
};

/** The stored fields of an event as typed: anytime clears times, an end before the start wraps overnight. */
const fieldsOf = (contractorId: string, input: CalendarEventInput, keys: CustomerKeys) => {
  const timed = !input.isAnytime && input.startTime && input.endTime;
  const wraps = Boolean(timed && (input.endTime ?? '') < (input.startTime ?? ''));
  const seal = (field: Parameters<typeof sealCopy>[2], value: string | undefined) =>
    sealCopy(keys, contractorId, field, value ?? '');
  return {
    title: input.title,
    description: input.description ?? '',
    eventType: input.eventType,
    status: input.status,
    startDate: input.startDate,
    endDate: input.endDate ?? (wraps ? addDays(input.startDate, 1) : input.startDate),
    startTime: timed ? input.startTime : undefined,
    endTime: timed ? input.endTime : undefined,
    isAllDay: false,
    isAnytime: input.isAnytime,
    color: input.color ?? eventTypeColors[input.eventType],
    linkedQuoteId: input.linkedQuoteId ?? '',
    // Always written: it keys a sparse index (one customer's events), which an empty link leaves out.
    linkedHomeownerId: input.linkedHomeownerId ?? '',
    visitInstructions: input.visitInstructions ?? '',
    isCompleted: input.status === 'completed',
    customerName: seal('customerName', input.customerName),
    customerPhone: seal('customerPhone', input.customerPhone),
    customerEmail: seal('customerEmail', input.customerEmail),
    customerAddress: seal('customerAddress', input.address),
  };
};

export const createEvent = async (
  contractorId: string,
  userId: string,
  input: CalendarEventInput,
): Promise<CalendarEventItem> => {
  await checkLinks(contractorId, input);
  const keys = await customerKeys();
  return createCalendarEvent({
    contractorId,
    eventId: newId('ev'),
    ...fieldsOf(contractorId, input, keys),
    ...(input.status === 'completed' ? { completedDate: await contractorToday(contractorId) } : {}),
    assignedTo: input.assignedTo || userId,
    createdByUserId: userId,
    version: 1,
  });
};

export const loadEvent = async (contractorId: string, eventId: string): Promise<CalendarEventItem> => {
  const event = eventId.length <= 64 ? await getCalendarEvent(contractorId, eventId) : null;
  if (!event) throw eventNotFound();
  return event;
};

/** Replaces an event's fields with `input`, made on `input.version` (409 when it changed meanwhile). */
export const updateEvent = async (
  contractorId: string,
  eventId: string,
  input: CalendarEventInput,
): Promise<CalendarEventItem> => {
  if (input.version === undefined)
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', { fields: { version: 'field.invalid' } });
  const current = await loadEvent(contractorId, eventId);
  if ((current.version ?? 1) !== input.version) throw new DomainError('STALE_VERSION', 'event.stale');
  // A job's day belongs to the job: moving it on the calendar (to another day, or another crew's lane)
  // reschedules or reassigns the job, which moves the event.
  if (current.linkedJobId) return moveJobDay(contractorId, current, input);
  await checkLinks(contractorId, input);
  const keys = await customerKeys();
  const fields = fieldsOf(contractorId, input, keys);
  const completedDate =
    input.status === 'completed' ? current.completedDate || (await contractorToday(contractorId)) : '';
  const saved = await saveCalendarEvent(
    contractorId,
    eventId,
    {
      ...fields,
      // Cleared times and links are written as empty, not left behind.
      startTime: fields.startTime ?? '',
      endTime: fields.endTime ?? '',
      assignedTo: input.assignedTo || current.assignedTo || '',
      completedDate,
    },
    input.version,
  );
  if (!saved) throw new DomainError('STALE_VERSION', 'event.stale');
  return saved;
};

const ownedByJob = () => new DomainError('CONFLICT', 'event.ownedByJob');

const moveJobDay = async (
  contractorId: string,
  event: CalendarEventItem,
  input: CalendarEventInput,
): Promise<CalendarEventItem> => {
  const job = await loadJob(contractorId, event.linkedJobId ?? '');
  const newDate = input.startDate !== event.startDate;
  const newAssignee = Boolean(input.assignedTo && input.assignedTo !== event.assignedTo);
  if (!newDate && !newAssignee) return event;
  await updateJob(contractorId, job.jobId, {
    version: job.version,
    ...(newDate ? { scheduledDate: input.startDate } : {}),
    ...(newAssignee ? { assignedTo: input.assignedTo } : {}),
  });
  return loadEvent(contractorId, event.eventId);
};

export const removeEvent = async (contractorId: string, eventId: string): Promise<void> => {
  const event = await loadEvent(contractorId, eventId);
  if (event.linkedJobId) throw ownedByJob();
  await deleteCalendarEvent(contractorId, eventId);
};

/**
 * The events on the schedule between `start` and `end` (inclusive), optionally one person's, type or status.
 * A crew member's schedule is their own events only.
 */
export const listEvents = async (actor: Actor, query: CalendarRangeQuery): Promise<CalendarEventItem[]> => {
  const { contractorId } = actor;
  const assignedTo = listedPerson(actor, query.assignedTo);
  const [start, end] = [dayOf(query.start), dayOf(query.end)];
  // An event may last up to maxEventDays, so one that began that long before the range can still be in it.
  const starting = await listEventsStarting(contractorId, addDays(start, -maxEventDays), addDays(end, 1));
  return starting.filter(
    (event) =>
      (event.endDate ?? event.startDate) >= start &&
      (!assignedTo || event.assignedTo === assignedTo) &&
      (!query.type || event.eventType === query.type) &&
      (!query.status || event.status === query.status),
  );
};
