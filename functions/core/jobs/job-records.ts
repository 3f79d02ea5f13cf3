// Reading a job, alone or with its milestones and payments (one query), and the errors every job route
// shares.
import { DomainError } from '#functions/core/errors';
import { getJob, type JobItem, type JobRecords, readJobRecords } from '#functions/store/jobs';
import { type Actor, isCrew } from '../access/actor';

export const jobNotFound = () => new DomainError('NOT_FOUND', 'job.notFound');
export const staleJob = () => new DomainError('STALE_VERSION', 'job.stale');

const isJobId = (jobId: string) => Boolean(jobId) && jobId.length <= 64;

export const loadJob = async (contractorId: string, jobId: string): Promise<JobItem> => {
  const job = isJobId(jobId) ? await getJob(contractorId, jobId) : null;
  if (!job) throw jobNotFound();
  return job;
};

export const loadJobRecords = async (contractorId: string, jobId: string): Promise<JobRecords> => {
  const records = isJobId(jobId) ? await readJobRecords(contractorId, jobId) : null;
  if (!records) throw jobNotFound();
  return records;
};

/** A crew member's view stops at the jobs assigned to them: another job is as unknown as another company's. */
const openTo = (actor: Actor, job: JobItem) => !isCrew(actor) || job.assignedTo === actor.userId;

/** A job the actor may see (404 otherwise). */
export const loadJobFor = async (actor: Actor, jobId: string): Promise<JobItem> => {
  const job = await loadJob(actor.contractorId, jobId);
  if (!openTo(actor, job)) throw jobNotFound();
  return job;
};

/** A job with its milestones and payments, if the actor may see it (404 otherwise). */
export const loadJobRecordsFor = async (actor: Actor, jobId: string): Promise<JobRecords> => {
  const records = await loadJobRecords(actor.contractorId, jobId);
  if (!openTo(actor, records.job)) throw jobNotFound();
  return records;
};
