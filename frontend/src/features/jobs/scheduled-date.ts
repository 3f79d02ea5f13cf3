// A job's scheduled date (SPEC §5, docs/api.md): a real YYYY-MM-DD day, not before today. "Today" is the
// device's local day, the same day the date input's `min` disables before. Pure, so it is unit-tested.
import type { TranslationKey } from '#frontend/i18n/language';

export { localIsoDate as todayIso } from '#frontend/lib/visit-times';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar day written YYYY-MM-DD. */
export const isRealIsoDate = (value: string): boolean => {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** What is wrong with a scheduled date, or null; an empty date is wrong only when one is required. */
export const scheduledDateProblem = (
  value: string,
  today: string,
  { required }: { required: boolean },
): TranslationKey | null => {
  const date = value.trim();
  if (date === '') return required ? 'createJob.dateRequired' : null;
  if (!isRealIsoDate(date)) return 'date.invalid';
  // YYYY-MM-DD compares as text in calendar order.
  return date < today ? 'scheduledDate.past' : null;
};
