// The month grid's layout, computed once per change: the weeks on screen (Sunday to Saturday, from the week
// of the 1st to the week of the last day), and each day's events in reading order — anytime first, then by
// start time — cut to what a cell shows, with the count of the rest ("+3 more").
import { addDays } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';

/** Events a day cell shows before "+N more". */
export const eventsPerDay = 3;

export interface MonthDay {
  date: string;
  inMonth: boolean;
  shown: CalendarEvent[];
  more: number;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first and last day the month of `date` shows (whole weeks). */
export const monthRange = (date: string): { start: string; end: string } => {
  const first = `${date.slice(0, 7)}-01`;
  const nextMonth = new Date(`${first}T00:00:00Z`);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const last = addDays(nextMonth.toISOString().slice(0, 10), -1);
  return { start: addDays(first, -weekdayOf(first)), end: addDays(last, 6 - weekdayOf(last)) };
};

const readingOrder = (a: CalendarEvent, b: CalendarEvent) =>
  Number(!a.isAnytime) - Number(!b.isAnytime) ||
  (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
  a.title.localeCompare(b.title);

export const monthWeeks = (date: string, events: readonly CalendarEvent[]): MonthDay[][] => {
  const { start, end } = monthRange(date);
  const month = date.slice(0, 7);
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    // An event shows on each of its days that is on screen.
    const from = event.startDate < start ? start : event.startDate;
    const to = event.endDate > end ? end : event.endDate;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const list = byDay.get(day);
      if (list) list.push(event);
      else byDay.set(day, [event]);
    }
  }
  const weeks: MonthDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (weekdayOf(day) === 0) weeks.push([]);
    const all = (byDay.get(day) ?? []).sort(readingOrder);
    // A "+1 more" would take the row the event needs: show it instead.
    const fits = all.length <= eventsPerDay + 1 ? all.length : eventsPerDay;
    weeks.at(-1)?.push({
      date: day,
      inMonth: day.startsWith(month),
      shown: all.slice(0, fits),
      more: all.length - fits,
    });
  }
  return weeks;
};
