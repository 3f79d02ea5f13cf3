// Moving a job along its statuses (domain/job-status.ts), version-checked; completing it dates it on the
// contractor's calendar.
import { canMoveJob, type JobStatus } from '#domain/job-status';
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
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
  try {
    await store.entities.job
      .patch({ contractorId, jobId })
      .set({ status: to, version: job.version + 1, ...(completedDate ? { completedDate } : {}) })
      .where(({ status, version }, { eq }) => `${eq(status, job.status)} AND ${eq(version, job.version)}`)
      .go();
  } catch {
    throw staleJob();
  }
};
