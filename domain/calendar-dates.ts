// Calendar arithmetic on YYYY-MM-DD strings, and "today" where a contractor is (SPEC §3 timezone, default
// America/Chicago): due dates and reminders are judged on the contractor's calendar, not the server's.

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

const dayFormatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Zone names come from settings: a small set, but never let the cache grow without bound.
    if (dayFormatters.size > 100) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The date it is in `timeZone` at `now`. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  try {
    return dayFormatterFor(timeZone).format(now);
  } catch {
    // An unknown zone name: Chicago, the product's default, rather than failing the caller.
    return todayIn('America/Chicago', now);
  }
};

const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** `date` moved by `workDays` Monday-to-Friday days (negative: earlier); a weekend start counts from Monday. */
export const addWorkDays = (date: string, workDays: number): string => {
  const step = workDays < 0 ? -1 : 1;
  let current = date;
  let left = Math.abs(workDays);
  while (left > 0) {
    current = addDays(current, step);
    const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
};
