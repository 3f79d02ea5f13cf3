// No automatic text reaches a customer between 9 pm and 8 am their time (TCPA quiet hours, and manners): a text
// due then waits until 8 am. Pure, for the follow-up run and its tests.
import { addDays } from './calendar-dates';

export const quietFromHour = 21;
export const quietUntilHour = 8;

interface LocalParts {
  date: string;
  hour: number;
}

const localParts = (at: Date, timeZone: string): LocalParts => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

/** The zone's offset from UTC at an instant, in minutes (Chicago in winter: -360). */
const offsetMinutes = (at: Date, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
};

/** The instant a local wall-clock time (YYYY-MM-DD, hour) happens in a zone. */
export const zonedTime = (date: string, hour: number, timeZone: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  // Twice: the offset at the first guess may differ from the offset at the answer across a DST change.
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
};

/** When a text due at `at` may go: null when it may go now, else 8 am the same or the next local day. */
export const quietHoursEnd = (at: Date, timeZone: string): Date | null => {
  const { date, hour } = localParts(at, timeZone);
  if (hour >= quietUntilHour && hour < quietFromHour) return null;
  return zonedTime(hour >= quietFromHour ? addDays(date, 1) : date, quietUntilHour, timeZone);
};
