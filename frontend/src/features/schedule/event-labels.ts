// How the schedule names event types and statuses: the words the rest of Picket already uses for the same
// things (a job's "In progress", a milestone's "Pending", the timeline's "Quote visit"), so a status reads
// the same on every screen.
import type { CalendarEventStatus, CalendarEventType } from '#domain/vocabularies';
import type { TranslationKey } from '#frontend/i18n/language';

export const eventTypeLabel: Record<CalendarEventType, TranslationKey> = {
  job: 'jobs.page.title',
  repair: 'jobs.jobType.repair',
  quote: 'timeline.visit',
  follow_up: 'eventType.follow_up',
  appointment: 'eventType.appointment',
  reminder: 'eventType.reminder',
};

export const eventStatusLabel: Record<CalendarEventStatus, TranslationKey> = {
  scheduled: 'jobStatus.scheduled',
  in_progress: 'jobStatus.in_progress',
  pending: 'milestoneStatus.pending',
  completed: 'jobStatus.completed',
  cancelled: 'jobStatus.cancelled',
};
