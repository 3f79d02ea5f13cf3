// The assignment migration: records written before teams get the person index (gsi4) that "My quotes" and a
// crew member's jobs read. A contractor's quote is assigned to whoever made it; a job keeps its assignee,
// written again so the index gets its keys. Homeowners' leads and customers from before teams stay assigned
// to nobody: an owner hands them over. Idempotent: a quote with an assignee is left alone, a job is written
// with the assignee it has, and a record someone assigned meanwhile keeps their choice.
import { assignJob, assignQuote } from '#functions/store/assignments';
import { scanItems } from '#functions/store/reseal';

export const assignMigration = 'assign-records-to-people-v1';

export interface AssignReport {
  quotes: number;
  jobs: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const assignRecords = async (): Promise<AssignReport> => {
  const report: AssignReport = { quotes: 0, jobs: 0 };
  let cursor: string | null = null;
  do {
    const page = await scanItems('quote', cursor);
    for (const item of page.items) {
      // Quotes saved since teams were assigned (and indexed) when made.
      const assignee = text(item.createdByUserId);
      if (text(item.assignedTo) || !assignee) continue;
      const quote = {
        contractorId: text(item.contractorId),
        quoteId: text(item.quoteId),
        createdAt: text(item.createdAt),
        assignedTo: text(item.assignedTo),
      };
      if (await assignQuote(quote, assignee)) report.quotes += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  do {
    const page = await scanItems('job', cursor);
    for (const item of page.items) {
      const assignee = text(item.assignedTo);
      if (!assignee) continue;
      const job = {
        contractorId: text(item.contractorId),
        jobId: text(item.jobId),
        createdAt: text(item.createdAt),
        assignedTo: assignee,
      };
      if (await assignJob(job, assignee)) report.jobs += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return report;
};
