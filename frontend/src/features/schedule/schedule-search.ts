// The schedule's URL: the view, the day it shows and the filters (`/schedule?view=week&date=2026-12-02&
// types=job,repair`), so a reload, the back button or a shared link shows the same schedule. Filters are
// comma lists; a value the schedule does not know is dropped. Plain functions: route options load with
// every page.
import { addDays } from '#domain/calendar-dates';
import {
  type CalendarEventStatus,
  type CalendarEventType,
  calendarEventStatuses,
  calendarEventTypes,
} from '#domain/vocabularies';
import { day, oneOf } from '#frontend/lib/search-params';

export const scheduleViews = ['month', 'week', 'day', 'agenda', 'crewDay', 'crewWeek'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export interface ScheduleFilters {
  types: CalendarEventType[];
  statuses: CalendarEventStatus[];
  assignees: string[];
}

export interface ScheduleSearch extends Partial<Record<keyof ScheduleFilters, string | undefined>> {
  view?: ScheduleView | undefined;
  date?: string | undefined;
}

const listOf = <T extends string>(value: unknown, allowed?: readonly T[]): T[] => {
  if (typeof value !== 'string') return [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && item.length <= 64 && /^[\w-]+$/.test(item));
  const known = allowed ? items.filter((item) => (allowed as readonly string[]).includes(item)) : items;
  return [...new Set(known)].slice(0, 50) as T[];
};

const joined = (items: readonly string[]) => (items.length > 0 ? items.join(',') : undefined);

export const validateScheduleSearch = (search: Record<string, unknown>): ScheduleSearch => ({
  ...oneOf(search, 'view', scheduleViews),
  ...day(search, 'date'),
  types: joined(listOf(search.types, calendarEventTypes)),
  statuses: joined(listOf(search.statuses, calendarEventStatuses)),
  assignees: joined(listOf(search.assignees)),
});

export const filtersOf = (search: ScheduleSearch): ScheduleFilters => ({
  types: listOf(search.types, calendarEventTypes),
  statuses: listOf(search.statuses, calendarEventStatuses),
  assignees: listOf(search.assignees),
});

/** The URL parameters of `filters` (a parameter is left out when it narrows nothing). */
export const searchOfFilters = (filters: ScheduleFilters): Pick<ScheduleSearch, keyof ScheduleFilters> => ({
  types: joined(filters.types),
  statuses: joined(filters.statuses),
  assignees: joined(filters.assignees),
});

export const sameFilters = (a: ScheduleFilters, b: ScheduleFilters): boolean =>
  a.types.join() === b.types.join() &&
  a.statuses.join() === b.statuses.join() &&
  a.assignees.join() === b.assignees.join();

export const hasFilters = (search: ScheduleSearch): boolean =>
  Boolean(search.types || search.statuses || search.assignees);

/** Whether `event` passes the filters: each empty list lets everything through. */
export const passesFilters = (
  event: { eventType: CalendarEventType; status: CalendarEventStatus; assignedTo: string | null },
  filters: ScheduleFilters,
): boolean =>
  (filters.types.length === 0 || filters.types.includes(event.eventType)) &&
  (filters.statuses.length === 0 || filters.statuses.includes(event.status)) &&
  (filters.assignees.length === 0 || filters.assignees.includes(event.assignedTo ?? ''));

/** At 390 px and below the agenda opens first: one column, big rows, reachable with a thumb. */
export const defaultViewFor = (viewportWidth: number): ScheduleView =>
  viewportWidth <= 640 ? 'agenda' : 'month';

const addMonths = (date: string, months: number): string => {
  const [year = 2000, month = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return first.toISOString().slice(0, 10);
};

/** The day `steps` pages away in `view` (a month, a week or a day each). */
export const stepDate = (view: ScheduleView, date: string, steps: number): string => {
  if (view === 'month') return addMonths(date, steps);
  if (view === 'day' || view === 'crewDay') return addDays(date, steps);
  return addDays(date, 7 * steps);
};
