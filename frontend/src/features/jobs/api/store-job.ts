// What every job write does with its answer: the returned job replaces the cached one and the job lists
// are refreshed (totals, status and dates show there). A 409 STALE_VERSION means someone else saved
// first; the page offers a reload rather than fetching behind the user's back.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#frontend/lib/api-error';
import { type AnyJob, jobQueryKey } from './get-job';
import { jobListsKey } from './get-jobs';

export const storeJob = async (queryClient: QueryClient, job: AnyJob): Promise<void> => {
  queryClient.setQueryData(jobQueryKey(job.id), job);
  await queryClient.invalidateQueries({ queryKey: jobListsKey });
};

export const isStaleJobError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'STALE_VERSION';
