// GET /api/jobs: the contractor's jobs newest first, optionally one status, a page at a time (the
// server's cursor leads to the next page). Amounts are dollars, as the API sends them.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { JobPage } from '#domain/contract/jobs';
import type { JobStatus } from '#domain/job-status';
import { apiGet } from '#frontend/lib/api-client';

export type { JobPage, JobSummary } from '#domain/contract/jobs';

/** A list row as the server sends it to this user: the office's (with money) or a crew member's. */
export type AnyJobSummary = JobPage['jobs'][number];

export const jobPageSize = 25;

/** Every job read (lists and single jobs) starts with this key: what a change to any job refreshes. */
export const allJobsKey = ['/api/jobs'] as const;

/** Every list of jobs, whatever the filter. */
export const jobListsKey = [...allJobsKey, 'list'] as const;

export const jobsQueryKey = (status: JobStatus | undefined, assignedTo?: string) =>
  [...jobListsKey, { status: status ?? null, assignedTo: assignedTo ?? null }] as const;

export const getJobs = (options: {
  status?: JobStatus | undefined;
  assignedTo?: string | undefined;
  cursor?: string | null;
  signal?: AbortSignal;
}): Promise<JobPage> => {
  const queryParams: Record<string, string> = { limit: String(jobPageSize) };
  if (options.status) queryParams.status = options.status;
  if (options.assignedTo) queryParams.assignedTo = options.assignedTo;
  if (options.cursor) queryParams.cursor = options.cursor;
  return apiGet<JobPage>('/api/jobs', { queryParams, ...(options.signal ? { signal: options.signal } : {}) });
};

export const jobsQueryOptions = (status: JobStatus | undefined, assignedTo?: string) =>
  infiniteQueryOptions({
    queryKey: jobsQueryKey(status, assignedTo),
    queryFn: ({ pageParam, signal }) => getJobs({ status, assignedTo, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
