// Calendar events: visits, jobs and reminders on a contractor's schedule. Job events are written inside
// the job's own transactions (jobs.ts); this module holds the calendar's own access patterns.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { CalendarEvent } from './entities/calendar-event';

export { calendarEventStatuses, calendarEventTypes } from './entities/calendar-event';
export type CalendarEventItem = EntityItem<typeof CalendarEvent>;
/** A new event: its creation time is stamped on write. */
export type NewCalendarEvent = Omit<CalendarEventItem, 'createdAt'>;

// Puts a new event on the calendar.
export const createCalendarEvent = async (event: NewCalendarEvent): Promise<CalendarEventItem> =>
  (await CalendarEvent.create(event).go()).data;

// One customer's events (visits, jobs on the calendar), latest date first (gsi2).
export const listCustomerEvents = async (
  contractorId: string,
  homeownerId: string,
  limit: number,
): Promise<CalendarEventItem[]> =>
  (
    await CalendarEvent.query
      .byHomeowner({ contractorId, linkedHomeownerId: homeownerId })
      .go({ order: 'desc', limit })
  ).data;

// One event of a contractor.
export const getCalendarEvent = async (
  contractorId: string,
  eventId: string,
): Promise<CalendarEventItem | null> => (await CalendarEvent.get({ contractorId, eventId }).go()).data;

// A contractor's events starting from `fromDate` up to the day before `beforeDate`, in date order (gsi1):
// every page of that range, which the caller keeps to a couple of months.
export const listEventsStarting = async (
  contractorId: string,
  fromDate: string,
  beforeDate: string,
): Promise<CalendarEventItem[]> =>
  (
    await CalendarEvent.query
      .byDate({ contractorId })
      .between({ startDate: fromDate }, { startDate: beforeDate })
      .go({ pages: 'all' })
  ).data.filter((event) => event.startDate >= fromDate && event.startDate < beforeDate);

// Saves an edit made on `versionRead` (events written before versions read as 1): the event as saved, or
// null when it had changed.
export const saveCalendarEvent = async (
  contractorId: string,
  eventId: string,
  changes: Partial<Omit<CalendarEventItem, 'contractorId' | 'eventId' | 'createdAt' | 'version'>>,
  versionRead: number,
): Promise<CalendarEventItem | null> => {
  let saved: CalendarEventItem | null = null;
  await heldCondition(async () => {
    saved = (
      await CalendarEvent.patch({ contractorId, eventId })
        .set({ ...changes, version: versionRead + 1 })
        .where(({ version }, { eq, notExists }) =>
          versionRead === 1 ? `(${eq(version, 1)} OR ${notExists(version)})` : eq(version, versionRead),
        )
        .go({ response: 'all_new' })
    ).data as CalendarEventItem;
  });
  return saved;
};

// Removes an event from the calendar.
export const deleteCalendarEvent = async (contractorId: string, eventId: string): Promise<void> => {
  await CalendarEvent.delete({ contractorId, eventId }).go();
};
