// Job statuses (SPEC §4) and the moves between them, which SPEC leaves to us: a job is planned
// (unscheduled → scheduled), worked (in_progress, paused), moved (rescheduled) and ends completed or
// cancelled. Completed is final; a cancelled job can be reopened as unscheduled. docs/api.md lists them.
export const jobStatuses = [
  'unscheduled',
  'scheduled',
  'in_progress',
  'paused',
  'completed',
  'cancelled',
  'rescheduled',
] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const allowedJobMoves: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  unscheduled: ['scheduled', 'cancelled'],
  scheduled: ['in_progress', 'rescheduled', 'unscheduled', 'cancelled'],
  rescheduled: ['scheduled', 'in_progress', 'cancelled'],
  in_progress: ['paused', 'completed', 'cancelled'],
  paused: ['in_progress', 'rescheduled', 'cancelled'],
  completed: [],
  cancelled: ['unscheduled'],
};

export const canMoveJob = (from: JobStatus, to: JobStatus): boolean => allowedJobMoves[from].includes(to);

/** A crew member works a job (start, pause, finish); planning and cancelling are the office's. */
export const crewJobStatuses: readonly JobStatus[] = ['in_progress', 'paused', 'completed'];

/** The moves a role may make from a status: crew only those of crewJobStatuses. */
export const jobMovesFor = (role: 'owner' | 'rep' | 'crew', from: JobStatus): readonly JobStatus[] =>
  role === 'crew'
    ? allowedJobMoves[from].filter((to) => crewJobStatuses.includes(to))
    : allowedJobMoves[from];

export const jobTypes = ['installation', 'repair', 'quote_visit'] as const;
export type JobType = (typeof jobTypes)[number];
