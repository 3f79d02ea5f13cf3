// "3 hours ago" / "hace 3 horas" for notification and quote times. A time that cannot be computed gives
// null, and the caller shows 'Recently' (SPEC §8), so this stays free of the dictionaries and testable.

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** The time relative to `now` in the locale's words, or null when `timestamp` is missing or no date. */
export const formatRelativeTime = (
  timestamp: string | null | undefined,
  locale: string,
  now: number = Date.now(),
): string | null => {
  if (!timestamp) return null;
  const then = Date.parse(timestamp);
  if (!Number.isFinite(then) || !Number.isFinite(now)) return null;
  const seconds = Math.trunc((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute either way (clocks differ a little): "now".
  return format.format(0, 'second');
};
