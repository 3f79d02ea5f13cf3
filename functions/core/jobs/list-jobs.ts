// A contractor's jobs, newest first, optionally in one status or of one person: one query a page, paged by
// sealed cursors. A crew member's list is always their own jobs.
import type { JobStatus } from '#domain/job-status';
import { type JobItem, listJobs as listJobsPage } from '#functions/store/jobs';
import { type Actor, listedPerson } from '../access/actor';
import { openCursor, sealCursor } from '../paging/page-cursor';
import { customerKeys } from '../ports/keys/customer-keys';

export const listJobs = async (
  actor: Actor,
  options: { status?: JobStatus; assignedTo?: string; cursor?: string; limit: number },
): Promise<{ jobs: JobItem[]; cursor: string | null }> => {
  const { contractorId } = actor;
  const assignedTo = listedPerson(actor, options.assignedTo);
  const keys = await customerKeys();
  const binding = {
    contractorId,
    list: `jobs?status=${options.status ?? ''}&assignedTo=${assignedTo ?? ''}`,
  };
  const page = await listJobsPage(contractorId, {
    limit: options.limit,
    ...(options.status ? { status: options.status } : {}),
    ...(assignedTo ? { assignedTo } : {}),
    cursor: openCursor(options.cursor, keys, binding),
  });
  return { jobs: page.jobs, cursor: sealCursor(page.cursor, keys, binding) };
};
