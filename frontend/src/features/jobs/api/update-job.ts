// PATCH /api/jobs/{id}: the details the contractor changed, with the version they were based on (409
// STALE_VERSION when someone saved first). A new total re-splits the unpaid milestones; once a payment
// exists the server refuses it (409 HAS_PAYMENTS).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetailsChanges } from '#domain/contract/jobs';
import { apiPatch, type JsonValue } from '#frontend/lib/api-client';
import type { Job } from './get-job';
import { storeJob } from './store-job';

/** What the contractor changed (`totalAmount` in dollars); the version is sent beside it. */
export type { JobDetailsChanges };

export const updateJob = (id: string, version: number, changes: JobDetailsChanges): Promise<Job> =>
  apiPatch<Job>(`/api/jobs/${encodeURIComponent(id)}`, { version, ...changes } as JsonValue);

export const useUpdateJob = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: JobDetailsChanges }) =>
      updateJob(id, version, changes),
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
