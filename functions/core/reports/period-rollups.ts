// A period's rollups in a bounded number of reads, whatever the history: whole months come from the month
// items, the days of a month the period only partly covers from the day items — at most three Queries (the
// leading part-month, the whole months, the trailing part-month), each of a few hundred small items. A period
// of up to 62 days is read by day alone (one Query), which also draws its chart by day.
import { addDays, daysBetween } from '#domain/calendar-dates';
import { listRollups, type RollupItem } from '#functions/store/rollups';

/** Up to this many days a report's series is by day; beyond, by month. */
export const dailySeriesDays = 62;

export interface PeriodRollups {
  granularity: 'day' | 'month';
  /** Day items (YYYY-MM-DD periods) and month items (YYYY-MM) that together cover the period once. */
  items: RollupItem[];
}

const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;
const lastOfMonth = (month: string) => addDays(firstOfMonth(nextMonth(month)), -1);
export const nextMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};
export const previousMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

/**
 * Whether the period covers all of `month` that has happened: from its first day to its last, or to today
 * when the month is the current one (its later days have nothing yet).
 */
const coversMonth = (month: string, from: string, to: string, today: string) =>
  from <= firstOfMonth(month) && (to >= lastOfMonth(month) || (monthOf(today) === month && to >= today));

export const readPeriodRollups = async (
  contractorId: string,
  from: string,
  to: string,
  today: string,
): Promise<PeriodRollups> => {
  if (daysBetween(from, to) < dailySeriesDays)
    return { granularity: 'day', items: await listRollups(contractorId, 'D', from, to) };
  let firstWhole = monthOf(from);
  if (!coversMonth(firstWhole, from, to, today)) firstWhole = nextMonth(firstWhole);
  let lastWhole = monthOf(to);
  if (!coversMonth(lastWhole, from, to, today)) lastWhole = previousMonth(lastWhole);
  const reads: Promise<RollupItem[]>[] = [];
  if (firstWhole <= lastWhole) reads.push(listRollups(contractorId, 'M', firstWhole, lastWhole));
  // The days before the first whole month, and after the last.
  const leadEnd = firstWhole <= lastWhole ? addDays(firstOfMonth(firstWhole), -1) : to;
  if (from <= leadEnd) reads.push(listRollups(contractorId, 'D', from, leadEnd));
  const trailStart = firstWhole <= lastWhole ? firstOfMonth(nextMonth(lastWhole)) : to;
  if (firstWhole <= lastWhole && trailStart <= to) reads.push(listRollups(contractorId, 'D', trailStart, to));
  return { granularity: 'month', items: (await Promise.all(reads)).flat() };
};
