// A contractor's jobs, newest first, optionally in one status: one query a page.
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
import type { JobItem } from './job-records';

export const listJobs = async (
  contractorId: string,
  { status, cursor, limit }: { status?: JobItem['status']; cursor?: string; limit: number },
): Promise<{ jobs: JobItem[]; cursor: string | null }> => {
  try {
    const query = status
      ? store.entities.job.query.byStatus({ contractorId, status })
      : store.entities.job.query.byCreated({ contractorId });
    const { data, cursor: next } = await query.go({ order: 'desc', limit, cursor: cursor ?? null });
    return { jobs: data, cursor: next ?? null };
  } catch (error) {
    if (cursor && error instanceof Error && /cursor/i.test(error.message))
      throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
        fields: { cursor: 'field.invalid' },
      });
    throw error;
  }
};
