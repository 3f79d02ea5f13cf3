// Where an event sits on the calendar, and back. Events are kept on the contractor's wall clock
// ("2026-12-02", "09:00"), never as instants: the calendar is given floating times (no UTC offset), which it
// shows as written whatever the browser's zone, and a drop or resize is read back from the Date's local
// fields, the same wall clock. So a 9:00 visit in Chicago shows at 9:00 in Tokyo, and a day that crosses a
// DST change keeps its times. Anytime events are all-day entries (the calendar's end is exclusive).
import { addDays } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';
import type { BodyOf } from '#domain/contract/index';

export type EventBody = BodyOf<'POST /api/calendar/events'>;

/** The lane of an event nobody is assigned to (older events). */
export const UNASSIGNED_LANE = 'unassigned';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date's wall-clock day, YYYY-MM-DD. */
export const dayOfDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A Date's wall-clock time, HH:MM. */
export const clockOfDate = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** What the calendar library draws for one event. */
export interface CalendarEntry {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  backgroundColor: string;
  resourceIds: string[];
  durationEditable: boolean;
  classNames: string[];
  extendedProps: { event: CalendarEvent };
}

export const calendarEntryOf = (event: CalendarEvent): CalendarEntry => {
  const timed = !event.isAnytime && event.startTime && event.endTime;
  return {
    id: event.id,
    title: event.title,
    start: timed ? `${event.startDate}T${event.startTime?.slice(0, 5)}:00` : event.startDate,
    end: timed ? `${event.endDate}T${event.endTime?.slice(0, 5)}:00` : addDays(event.endDate, 1),
    allDay: !timed,
    backgroundColor: event.color,
    resourceIds: [event.assignedTo ?? UNASSIGNED_LANE],
    // A job's day is the job's scheduled date: it moves, but has no length to drag.
    durationEditable: !event.linkedJobId,
    classNames: [`picket-event-${event.status}`],
    extendedProps: { event },
  };
};

/** Where an event was dropped or resized to: its days and, unless all-day, its times. */
export interface Placement {
  startDate: string;
  endDate: string;
  isAnytime: boolean;
  startTime?: string;
  endTime?: string;
}

export const placementOf = ({
  start,
  end,
  allDay,
}: {
  start: Date;
  end: Date | null;
  allDay: boolean;
}): Placement => {
  const startDate = dayOfDate(start);
  if (allDay) {
    // The calendar's end is the morning after the last day.
    const lastDay = end ? addDays(dayOfDate(end), -1) : startDate;
    return { startDate, endDate: lastDay < startDate ? startDate : lastDay, isAnytime: true };
  }
  const finish = end ?? new Date(start.getTime() + 60 * 60_000);
  return {
    startDate,
    endDate: dayOfDate(finish),
    isAnytime: false,
    startTime: clockOfDate(start),
    endTime: clockOfDate(finish),
  };
};

/** The PATCH body for `event` as it is, with `changes` laid over it: SPEC §7 sends the whole event. */
export const bodyOf = (event: CalendarEvent, changes: Partial<EventBody> = {}): EventBody => {
  const body: EventBody = {
    title: event.title,
    description: event.description,
    eventType: event.eventType,
    status: event.status,
    startDate: event.startDate,
    endDate: event.endDate,
    isAnytime: event.isAnytime,
    customerName: event.customerName,
    customerPhone: event.customerPhone,
    customerEmail: event.customerEmail,
    address: event.address,
    visitInstructions: event.visitInstructions,
    color: event.color,
    version: event.version,
    ...(event.startTime ? { startTime: event.startTime.slice(0, 5) } : {}),
    ...(event.endTime ? { endTime: event.endTime.slice(0, 5) } : {}),
    ...(event.linkedQuoteId ? { linkedQuoteId: event.linkedQuoteId } : {}),
    ...(event.linkedHomeownerId ? { linkedHomeownerId: event.linkedHomeownerId } : {}),
    ...(event.assignedTo ? { assignedTo: event.assignedTo } : {}),
  };
  const merged = { ...body, ...changes };
  // An anytime event carries no times.
  if (merged.isAnytime) {
    delete merged.startTime;
    delete merged.endTime;
  }
  return merged;
};

/** The PATCH body of a drop or resize: the new place, and the lane's person when it moved lanes. */
export const movedBody = (event: CalendarEvent, placement: Placement, lane?: string): EventBody =>
  bodyOf(event, {
    ...placement,
    ...(lane && lane !== UNASSIGNED_LANE ? { assignedTo: lane } : {}),
  });
