// GET /api/jobs/{id}: one job with its payment milestones, payments, progress notes and completion
// photos (docs/api.md "Jobs and getting paid") for owners and reps (`view: 'office'`), or a crew member's
// view of it without money (`view: 'crew'`). Every job write answers with the whole job, which replaces
// this cached one (see store-job.ts): those crew may make answer either view, the office's the office's.
import { queryOptions } from '@tanstack/react-query';
import type { AnyJob } from '#domain/contract/jobs';
import { apiGet } from '#frontend/lib/api-client';
import { retryUnlessNotFound } from '#frontend/lib/api-error';
import { allJobsKey } from './get-jobs';

export type {
  AnyJob,
  CompletionPhoto,
  CrewJob,
  Job,
  Milestone,
  Payment,
  ProgressNote,
} from '#domain/contract/jobs';
// The milestone and payment vocabularies are the domain's (domain/milestones.ts), as the server's are.
export type { MilestoneStatus, MilestoneType, PaymentMethod } from '#domain/milestones';
export { milestoneStatuses, milestoneTypes, paymentMethods } from '#domain/milestones';

export const jobQueryKey = (id: string) => [...allJobsKey, id] as const;

export const getJob = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AnyJob> =>
  apiGet<AnyJob>(`/api/jobs/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, { signal }),
    retry: retryUnlessNotFound,
  });
