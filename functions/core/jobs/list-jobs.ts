// A contractor's jobs, newest first, optionally in one status: one query a page.
import type { JobStatus } from '#domain/job-status';
import { DomainError } from '#functions/core/errors';
import { type JobItem, listJobs as listJobsPage } from '#functions/store/jobs';

export const listJobs = async (
  contractorId: string,
  options: { status?: JobStatus; cursor?: string; limit: number },
): Promise<{ jobs: JobItem[]; cursor: string | null }> => {
  try {
    return await listJobsPage(contractorId, options);
  } catch (error) {
    if (options.cursor && error instanceof Error && /cursor/i.test(error.message))
      throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
        fields: { cursor: 'field.invalid' },
      });
    throw error;
  }
};
