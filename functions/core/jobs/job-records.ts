// Reading a job, alone or with its milestones and payments (one query), and the errors every job route
// shares.
import { DomainError } from '#functions/core/errors';
import { getJob, type JobItem, type JobRecords, readJobRecords } from '#functions/store/jobs';

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
