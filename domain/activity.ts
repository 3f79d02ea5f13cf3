// The activity log (SPEC §3 Event): what happened to a quote or job, by whom and when. SPEC §5: job events
// carry a job id, and no other event may.
export const jobEventTypes = ['job_start', 'job_milestone', 'job_complete'] as const;
export const quoteEventTypes = [
  'quote_created',
  'quote_status_changed',
  'quote_texted',
  'quote_emailed',
  'quote_viewed',
  'quote_revised',
] as const;
export const activityEventTypes = [...quoteEventTypes, ...jobEventTypes] as const;
export type ActivityEventType = (typeof activityEventTypes)[number];

/** What an entry records beyond its type: the move (from, to), who answered and how, what was texted. */
export type ActivityEventData = Readonly<Record<string, string | number | boolean>>;

export const isJobEvent = (type: ActivityEventType): boolean =>
  (jobEventTypes as readonly string[]).includes(type);

/** Whether an event's job id agrees with its type (SPEC §5 event-log rule). */
export const activityJobIdValid = (type: ActivityEventType, jobId: string | undefined): boolean =>
  isJobEvent(type) ? Boolean(jobId) : jobId === undefined;
