// A job's all-day calendar event (SPEC §7 quick-create: blue, described 'Job for {name}'). It names the job by
// its title or number, never by the customer: the event links to the job and customer, and copies no contact detail.
import { displayJobNumber } from '#domain/job-number';
import { translate } from '#domain/messages';
import type { NewCalendarEvent } from '#functions/store/calendar';
import type { JobItem } from '#functions/store/jobs';
import { newId } from '../tokens';

/** SPEC §3 calendar event colour default; jobs are blue. */
export const jobEventColor = '#3b82f6';

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
    status: 'scheduled' as const,
    startDate: date,
    endDate: date,
    isAllDay: true,
    isAnytime: true,
    color: jobEventColor,
    ...(job.quoteId ? { linkedQuoteId: job.quoteId } : {}),
    // '' for no customer record: the by-customer index is sparse, and its condition skips it.
    linkedHomeownerId: job.homeownerId ?? '',
    assignedTo: userId,
    createdByUserId: userId,
  };
};
