// A contractor's jobs, newest first, optionally in one status: one query a page, paged by sealed cursors.
import type { JobStatus } from '#domain/job-status';
import { type JobItem, listJobs as listJobsPage } from '#functions/store/jobs';
import { openCursor, sealCursor } from '../paging/page-cursor';
import { customerKeys } from '../ports/keys/customer-keys';

export const listJobs = async (
  contractorId: string,
  options: { status?: JobStatus; cursor?: string; limit: number },
): Promise<{ jobs: JobItem[]; cursor: string | null }> => {
  const keys = await customerKeys();
  const binding = { contractorId, list: `jobs?status=${options.status ?? ''}` };
  const page = await listJobsPage(contractorId, {
    ...options,
    cursor: openCursor(options.cursor, keys, binding),
  });
  return { jobs: page.jobs, cursor: sealCursor(page.cursor, keys, binding) };
};
