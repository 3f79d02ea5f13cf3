// Time choices of the Schedule Visit form (SPEC §5, §9): half-hour slots, an end time after the start,
// Anytime on clears the times and off defaults them to 09:00-17:00.

export const SLOT_MINUTES = 30;
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

const pad = (value: number) => String(value).padStart(2, '0');

/** Every half hour of a day as HH:MM, from 00:00 to 23:30. */
export const timeSlots: readonly string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, index) => {
  const minutes = index * SLOT_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** End-time choices: the slots after the start (a visit ends the day it starts). */
export const endTimeSlots = (start: string): readonly string[] =>
  start ? timeSlots.filter((slot) => slot > start) : timeSlots;

export interface VisitTimes {
  isAnytime: boolean;
  startTime: string;
  endTime: string;
}

export const toggleAnytime = (isAnytime: boolean): VisitTimes =>
  isAnytime
    ? { isAnytime: true, startTime: '', endTime: '' }
    : { isAnytime: false, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME };

/** A new start keeps the end when it is still later, otherwise moves it to the next slot (or clears it). */
export const withStartTime = (times: VisitTimes, startTime: string): VisitTimes => {
  if (!startTime || times.endTime > startTime) return { ...times, startTime };
  return { ...times, startTime, endTime: endTimeSlots(startTime)[0] ?? '' };
};

/** A slot as people read it in the page language, e.g. "9:30 AM". */
export const formatSlot = (slot: string, locale: string): string => {
  const [hours, minutes] = slot.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0)),
  );
};

/** A time select's choices: first `none` (no time picked, value ''), then each slot as people read it. */
export const slotChoices = (
  slots: readonly string[],
  locale: string,
  none: string,
): { value: string; label: string }[] => [
  { value: '', label: none },
  ...slots.map((slot) => ({ value: slot, label: formatSlot(slot, locale) })),
];

/** Today in the browser's time zone as YYYY-MM-DD, the date input's format. */
export const localIsoDate = (date = new Date()): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A YYYY-MM-DD date for people, without time-zone drift. */
export const formatVisitDate = (isoDate: string, locale: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)),
  );
};
