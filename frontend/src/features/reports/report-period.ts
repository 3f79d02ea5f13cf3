// The periods the reports page offers, as calendar days in the contractor's time zone (SPEC §3 timezone):
// this month, this quarter and this year run from their first day to today; last month is whole; a custom
// period is the two days picked. Pure, so "today" comes in from the caller (report-period tests pin it).
import { addDays, daysBetween, todayIn } from '#domain/calendar-dates';
import { maxReportDays } from '#domain/schemas/reports';
import type { PeriodPreset, ReportSearch } from './report-search';

export interface Period {
  /** YYYY-MM-DD, first day included. */
  from: string;
  /** YYYY-MM-DD, last day included. */
  to: string;
}

/** The product's default zone (domain/calendar-dates.ts) when the contractor's is not known. */
const fallbackZone = 'America/Chicago';

/**
 * Today where the contractor is: their time zone (the current user's `contractor.timezone`), else the
 * browser's own, else Chicago.
 */
export const contractorToday = (timeZone: string | null | undefined, now: Date = new Date()): string => {
  if (timeZone) return todayIn(timeZone, now);
  const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return todayIn(browserZone || fallbackZone, now);
};

const pad = (value: number) => String(value).padStart(2, '0');

const partsOf = (date: string) => {
  const [year = 2000, month = 1] = date.split('-').map(Number);
  return { year, month };
};

/** The first day of a month, months counted from January of `year` (0 = January; may run over). */
const firstOfMonth = (year: number, monthIndex: number): string => {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-01`;
};

/** The days of a preset period, on the calendar where `today` is today ('custom' is this month). */
export const presetPeriod = (preset: PeriodPreset, today: string): Period => {
  const { year, month } = partsOf(today);
  switch (preset) {
    case 'lastMonth': {
      const thisMonthStart = firstOfMonth(year, month - 1);
      return { from: firstOfMonth(year, month - 2), to: addDays(thisMonthStart, -1) };
    }
    case 'thisQuarter':
      return { from: firstOfMonth(year, Math.floor((month - 1) / 3) * 3), to: today };
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    default:
      return { from: firstOfMonth(year, month - 1), to: today };
  }
};

/**
 * The period the URL asks for: a preset (this month when none), or the custom days — each missing one
 * taken from this month, so picking "Custom" starts from the month the page showed.
 */
export const periodOfSearch = (search: ReportSearch, today: string): Period => {
  const preset = search.period ?? 'thisMonth';
  if (preset !== 'custom') return presetPeriod(preset, today);
  const month = presetPeriod('thisMonth', today);
  return { from: search.from ?? month.from, to: search.to ?? month.to };
};

/** Whole days from the first to the last day, both counted. */
export const periodLength = (period: Period): number => daysBetween(period.from, period.to) + 1;

/**
 * Why the server would refuse a period, as its message key (domain/schemas/reports.ts): the last day before
 * the first, or longer than a report covers. Null for a period it takes.
 */
export const periodProblem = (period: Period): 'date.order' | 'report.rangeTooLong' | null => {
  const days = daysBetween(period.from, period.to);
  if (days < 0) return 'date.order';
  return days >= maxReportDays ? 'report.rangeTooLong' : null;
};
