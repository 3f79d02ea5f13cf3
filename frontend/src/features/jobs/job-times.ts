// Time choices of a job's schedule (SPEC §5 calendar rules, §9): half-hour slots, the end after the start,
// Anytime on clears the times and off defaults them to 09:00–17:00 — the same rules as a visit, so they
// come from lib/visit-times.ts. A job saved elsewhere with a time off the half hour keeps it.
import { endTimeSlots, formatSlot, timeSlots } from '#frontend/lib/visit-times';

export { slotChoices, toggleAnytime, withStartTime } from '#frontend/lib/visit-times';

/** A stored time ('HH:MM' or 'HH:MM:SS') as the HH:MM the pickers use; '' for none. */
export const asSlotTime = (time: string | null | undefined): string => (time ? time.slice(0, 5) : '');

const withCurrent = (slots: readonly string[], current: string): readonly string[] =>
  current && !slots.includes(current) ? [...slots, current].sort() : slots;

/** Start-time choices: every half hour, plus the job's own time when it is not on one. */
export const startTimeOptions = (current: string): readonly string[] => withCurrent(timeSlots, current);

/** End-time choices: the slots after the start, plus the job's own end when it is after the start. */
export const endTimeOptions = (start: string, current: string): readonly string[] => {
  const slots = endTimeSlots(start);
  return current && (!start || current > start) ? withCurrent(slots, current) : slots;
};

/**
 * When in the day the job happens, as a crew member reads it ("9:00 AM – 5:00 PM" in the locale): null for an
 * anytime job or one without both times.
 */
export const formatTimeWindow = (
  job: { isAnytime: boolean; scheduledStartTime: string | null; scheduledEndTime: string | null },
  locale: string,
): string | null => {
  const start = asSlotTime(job.scheduledStartTime);
  const end = asSlotTime(job.scheduledEndTime);
  if (job.isAnytime || !start || !end) return null;
  return `${formatSlot(start, locale)} – ${formatSlot(end, locale)}`;
};
