// POST /api/jobs {customerId, jobName, scheduledDate}: a job without a quote for one of the contractor's
// customers, with its all-day calendar event (docs/api.md, SPEC §7). 404 'Customer not found' when the
// customer is gone. The new job is cached and the job lists refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobInput } from '#domain/contract/jobs';
import { apiPost } from '#frontend/lib/api-client';
import { isNotFound } from '#frontend/lib/api-error';
import type { Job } from './get-job';
import { storeJob } from './store-job';

export const createJob = (body: CreateJobInput): Promise<Job> => apiPost<Job>('/api/jobs', { ...body });

/** The refusal of a customer that is gone. */
export const isCustomerNotFound = isNotFound;

export const useCreateJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
