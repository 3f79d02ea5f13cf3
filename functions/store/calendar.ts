// Calendar events: visits, jobs and reminders on a contractor's schedule. Job events are written inside
// the job's own transactions (jobs.ts); this module holds the calendar's own access patterns.
import type { EntityItem } from 'electrodb';
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
