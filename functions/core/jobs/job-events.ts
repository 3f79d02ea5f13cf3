// The job.created and job.moved events (domain/events.ts), written in the transaction that makes or moves
// the job and published after it: the rollups count jobs made, completed and cancelled from them. Their ids
// name the job (and, for a move, the version it makes), so a retried delivery is the same event.
import type { JobStatus } from '#domain/job-status';
import type { JobItem } from '#functions/store/jobs';
import { pendingEventItem } from '../events/pending-events';

type JobFacts = Pick<
  JobItem,
  'contractorId' | 'jobId' | 'soldBy' | 'source' | 'fenceType' | 'createdByUserId'
>;

/** Who sold it, where it came from and what fence it is; jobs from before these were kept count as the
 * contractor's, sold by whoever made them. */
export const jobFactsOf = (job: JobFacts) => {
  const soldBy = job.soldBy ?? job.createdByUserId;
  return {
    contractorId: job.contractorId,
    jobId: job.jobId,
    ...(soldBy ? { soldBy } : {}),
    source: job.source ?? 'contractor',
    ...(job.fenceType ? { material: job.fenceType } : {}),
  };
};

export const jobCreatedEvent = (job: JobFacts & Pick<JobItem, 'totalCents' | 'quoteId' | 'createdAt'>) =>
  pendingEventItem({
    detailType: 'job.created',
    detail: {
      eventId: `job.created-${job.jobId}`,
      ...jobFactsOf(job),
      at: job.createdAt ?? new Date().toISOString(),
      ...(job.quoteId ? { quoteId: job.quoteId } : {}),
      totalCents: job.totalCents,
    },
  });

export const jobMovedEvent = (
  job: JobFacts & Pick<JobItem, 'status' | 'version'>,
  to: JobStatus,
  at: string,
) =>
  pendingEventItem({
    detailType: 'job.moved',
    detail: {
      eventId: `job.moved-${job.jobId}-${job.version + 1}`,
      ...jobFactsOf(job),
      at,
      from: job.status,
      to,
    },
  });
