// SPEC §9's calendar colours: an event's own colour unless one was chosen, by type — job blue, repair
// orange, quote visit green, follow up purple, appointment gray, reminder yellow — and the jobs' calendar
// colour, green, for the events a job puts on the schedule.
import type { CalendarEventType } from './vocabularies';

export const eventTypeColors: Record<CalendarEventType, string> = {
  job: '#3b82f6',
  repair: '#f97316',
  quote: '#22c55e',
  follow_up: '#a855f7',
  appointment: '#6b7280',
  reminder: '#eab308',
};

/** A calendar event's colour when none is given (SPEC §9). */
export const defaultEventColor = '#3b82f6';

/** A job's calendar colour when none is given (SPEC §9). */
export const defaultJobCalendarColor = '#22c55e';
