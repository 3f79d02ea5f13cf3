// POST /api/jobs/{id}/status: one of the moves domain/job-status.ts allows (else 409 ILLEGAL_MOVE naming
// both statuses). Completing a job sets its completedDate on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '#domain/job-status';
import { apiPost } from '#frontend/lib/api-client';
import type { AnyJob } from './get-job';
import { storeJob } from './store-job';

export const changeJobStatus = (id: string, status: JobStatus): Promise<AnyJob> =>
  apiPost<AnyJob>(`/api/jobs/${encodeURIComponent(id)}/status`, { status });

export const useChangeJobStatus = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: JobStatus) => changeJobStatus(id, status),
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
