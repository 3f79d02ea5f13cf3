// Moving a job along its statuses (domain/job-status.ts), version-checked; completing it dates it on the
// contractor's calendar.
import { canMoveJob, type JobStatus } from '#domain/job-status';
import { DomainError } from '#functions/core/errors';
import { moveJob } from '#functions/store/jobs';
import { contractorCalendar } from './contractor-payment-settings';
import { loadJob, staleJob } from './job-records';

export const changeJobStatus = async (
  contractorId: string,
  jobId: string,
  to: JobStatus,
  versionSeen: number | undefined,
) => {
  const job = await loadJob(contractorId, jobId);
  if (versionSeen !== undefined && versionSeen !== job.version) throw staleJob();
  if (!canMoveJob(job.status, to)) {
    throw new DomainError('ILLEGAL_MOVE', 'job.illegalMove', {
      vars: { from: `jobStatus.${job.status}`, to: `jobStatus.${to}` },
    });
  }
  const completedDate = to === 'completed' ? (await contractorCalendar(contractorId)).today : undefined;
  if (!(await moveJob(job, to, completedDate))) throw staleJob();
};
