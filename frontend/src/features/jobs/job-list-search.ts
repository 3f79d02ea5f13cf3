// The job list's URL search parameters (/jobs?status=scheduled&assignedTo=u_…): the status filter and whose
// jobs, so a reload or a shared link shows the same list. A plain check, no zod: the route's options load
// with every page.
import { type JobStatus, jobStatuses } from '#domain/job-status';
import { oneOf, text } from '#frontend/lib/search-params';

export interface JobListSearch {
  /** Absent for every status. */
  status?: JobStatus | undefined;
  /** One person's jobs (a user id); absent for everyone's. Crew always get their own, whatever it says. */
  assignedTo?: string | undefined;
}

// The router lays each route's result over the raw search, so an unknown value is answered with an
// explicit `undefined` (dropping it) rather than left out (which would keep it).
export const validateJobListSearch = (search: Record<string, unknown>): JobListSearch => ({
  ...('status' in search ? { status: oneOf(search, 'status', jobStatuses).status } : {}),
  ...('assignedTo' in search ? text(search, 'assignedTo', 64) : {}),
});

/** The `status` a filter choice becomes in the URL: "All statuses" ('') leaves it out. */
export const statusParamOf = (choice: string): JobStatus | undefined =>
  oneOf({ status: choice }, 'status', jobStatuses).status;
