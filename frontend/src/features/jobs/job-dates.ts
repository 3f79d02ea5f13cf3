// Calendar dates of a job (YYYY-MM-DD, no time zone) for people, and the "today" that past-date rules use.
import { localIsoDate } from '#frontend/lib/visit-times';

export { localIsoDate };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (text: string): boolean => {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** "Mar 4, 2026" / "4 mar 2026" without drifting a day in western time zones; '' for no date. */
export const formatJobDate = (isoDate: string | null | undefined, locale: string): string => {
  if (!isoDate) return '';
  const day = isoDate.slice(0, 10);
  if (!isIsoDate(day)) return isoDate;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, date ?? 1)),
  );
};
