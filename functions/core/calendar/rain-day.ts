// A rain day: a day's events moved by N work days (Monday to Friday) in one step, each customer optionally
// texted the new arrival window. Only events still on that day move, so a retried request moves nothing
// twice; a job's day moves by rescheduling its job (job-events.ts); finished or cancelled events stay.
// Each event is its own version-checked write: one that changed meanwhile is reported, not forced.
import { addDays, addWorkDays, daysBetween } from '#domain/calendar-dates';
import type { CalendarShift } from '#domain/schemas/calendar-event';
import { DomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import { type CalendarEventItem, listEventsStarting, saveCalendarEvent } from '#functions/store/calendar';
import { loadJob } from '../jobs/job-records';
import { updateJob } from '../jobs/update-job';
import { textArrival } from './arrival-text';
import { loadEvent } from './calendar-events';

export interface ShiftOutcome {
  newDate: string;
  moved: CalendarEventItem[];
  /** Events left where they were, and why. */
  skipped: { id: string; reason: 'changed' }[];
  texted: number;
}

const movable = (event: CalendarEventItem) => event.status !== 'completed' && event.status !== 'cancelled';

/** The event moved to `newDate`, or null when it changed since it was read. */
const moveOne = async (
  contractorId: string,
  event: CalendarEventItem,
  newDate: string,
): Promise<CalendarEventItem | null> => {
  if (event.linkedJobId) {
    const job = await loadJob(contractorId, event.linkedJobId);
    await updateJob(contractorId, job.jobId, { version: job.version, scheduledDate: newDate });
    return loadEvent(contractorId, event.eventId);
  }
  const length = daysBetween(event.startDate, event.endDate ?? event.startDate);
  return saveCalendarEvent(
    contractorId,
    event.eventId,
    // The customer link is part of the by-customer index key the new date rewrites.
    {
      startDate: newDate,
      endDate: addDays(newDate, length),
      linkedHomeownerId: event.linkedHomeownerId ?? '',
    },
    event.version ?? 1,
  );
};

export const shiftDay = async (
  contractorId: string,
  userId: string,
  shift: CalendarShift,
): Promise<ShiftOutcome> => {
  const newDate = addWorkDays(shift.date, shift.workDays);
  const onTheDay = (await listEventsStarting(contractorId, shift.date, addDays(shift.date, 1))).filter(
    movable,
  );
  const chosen = shift.eventIds
    ? onTheDay.filter((event) => shift.eventIds?.includes(event.eventId))
    : onTheDay;
  const outcome: ShiftOutcome = { newDate, moved: [], skipped: [], texted: 0 };
  for (const event of chosen) {
    const moved = await moveOne(contractorId, event, newDate).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'STALE_VERSION') return null;
      throw error;
    });
    if (!moved) {
      outcome.skipped.push({ id: event.eventId, reason: 'changed' });
      continue;
    }
    outcome.moved.push(moved);
    if (!shift.textCustomers) continue;
    // A customer without a phone, or a refused text, does not undo the move: the outcome says how many went.
    const texted = await textArrival(contractorId, event.eventId, userId).then(
      () => true,
      (error: unknown) => {
        if (!(error instanceof DomainError))
          logger.error('Rain-day text failed', { eventId: event.eventId, error });
        return false;
      },
    );
    if (texted) outcome.texted += 1;
  }
  return outcome;
};
