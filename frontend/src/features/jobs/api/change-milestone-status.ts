// POST /api/jobs/{id}/milestones/{milestoneId}/status: pending, invoiced or paid; paid needs the date it
// was paid ('Paid date is required').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneStatusInput } from '#domain/contract/jobs';
import { apiPost } from '#frontend/lib/api-client';
import type { Job } from './get-job';
import { storeJob } from './store-job';

/** The body (`paidDate` YYYY-MM-DD, only with `paid`) and the milestone its path names. */
export type MilestoneStatusChange = MilestoneStatusInput & { milestoneId: string };

export const changeMilestoneStatus = (
  jobId: string,
  { milestoneId, status, paidDate }: MilestoneStatusChange,
): Promise<Job> =>
  apiPost<Job>(
    `/api/jobs/${encodeURIComponent(jobId)}/milestones/${encodeURIComponent(milestoneId)}/status`,
    { status, ...(status === 'paid' && paidDate ? { paidDate } : {}) },
  );

export const useChangeMilestoneStatus = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MilestoneStatusChange) => changeMilestoneStatus(jobId, change),
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
