// A job's day on the schedule, kept in step with the job. The job's own transactions write these changes
// (store/jobs.ts), so a job and its event never disagree: dating a job puts its event on the calendar,
// moving or reassigning it moves or reassigns the event, recolouring it recolours the event, cancelling or
// completing it cancels or completes the event. The event names the job by its title or number, never by the
// customer: it links to the job and customer and copies no contact detail. With calendar-events.ts (the
// calendar's own events) and visit-events.ts (quote visits), this folder is the one place events are made.
import { defaultJobCalendarColor } from '#domain/calendar-colors';
import { displayJobNumber } from '#domain/job-number';
import type { JobStatus } from '#domain/job-status';
import { translate } from '#domain/messages';
import type { CalendarEventStatus } from '#domain/vocabularies';
import type { CalendarEventItem, NewCalendarEvent } from '#functions/store/calendar';
import type { JobItem } from '#functions/store/jobs';
import { newId } from '../tokens';

/** The event's status for each job status: work under way is in progress, paused or moved work pending. */
const eventStatusOf: Record<JobStatus, CalendarEventStatus> = {
  unscheduled: 'pending',
  scheduled: 'scheduled',
  rescheduled: 'pending',
  in_progress: 'in_progress',
  paused: 'pending',
  completed: 'completed',
  cancelled: 'cancelled',
};

export const jobEventColor = (job: Pick<JobItem, 'calendarColor'>): string =>
  job.calendarColor || defaultJobCalendarColor;

/** The all-day event of a job dated `date`. */
export const jobCalendarEvent = (
  job: JobItem,
  date: string,
  userId: string,
  language: 'en' | 'es',
): NewCalendarEvent => {
  const name = job.name || `#${displayJobNumber(job.jobNumber)}`;
  return {
    contractorId: job.contractorId,
    eventId: newId('ev'),
    title: name,
    description: translate('calendar.jobFor', language, { name }),
    eventType: 'job' as const,
    status: eventStatusOf[job.status ?? 'scheduled'] ?? 'scheduled',
    startDate: date,
    endDate: date,
    isAllDay: true,
    isAnytime: true,
    color: jobEventColor(job),
    ...(job.quoteId ? { linkedQuoteId: job.quoteId } : {}),
    linkedJobId: job.jobId,
    // '' for no customer record: the by-customer index is sparse, and its condition skips it.
    linkedHomeownerId: job.homeownerId ?? '',
    assignedTo: job.assignedTo || userId,
    createdByUserId: userId,
  };
};

export type JobEventChanges = Partial<
  Pick<
    CalendarEventItem,
    | 'startDate'
    | 'endDate'
    | 'linkedHomeownerId'
    | 'assignedTo'
    | 'color'
    | 'status'
    | 'isCompleted'
    | 'completedDate'
  >
>;

/** What the job's event becomes when the job's date, assignee or colour change (none: no write). */
export const jobEventEdit = (
  job: Pick<JobItem, 'homeownerId'>,
  changes: { scheduledDate?: string; assignedTo?: string; calendarColor?: string },
): JobEventChanges | undefined => {
  const edit: JobEventChanges = {
    ...(changes.scheduledDate
      ? {
          startDate: changes.scheduledDate,
          endDate: changes.scheduledDate,
          // The customer link is part of the by-customer index key the new date rewrites.
          linkedHomeownerId: job.homeownerId ?? '',
        }
      : {}),
    ...(changes.assignedTo ? { assignedTo: changes.assignedTo } : {}),
    ...(changes.calendarColor ? { color: changes.calendarColor } : {}),
  };
  return Object.keys(edit).length ? edit : undefined;
};

/** What the job's event becomes when the job moves to `to`. */
export const jobEventStatus = (to: JobStatus, completedDate: string | undefined): JobEventChanges => ({
  status: eventStatusOf[to],
  isCompleted: to === 'completed',
  ...(completedDate ? { completedDate } : {}),
});
