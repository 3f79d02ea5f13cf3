// Assigning a quote or job that nobody (or an older version) assigned: a lead to whoever answers it first
// (core/quotes/send-quote.ts), and the assignment migration (core/migrations/assign-records.ts). The assignee
// is set with the creation time, so the person index (gsi4) gets its keys, on the condition that nobody
// assigned the record meanwhile.
import { heldCondition } from './conditional-failure';
import { Job } from './entities/job';
import { Quote } from './entities/quote';

interface Assignable {
  contractorId: string;
  createdAt: string;
  /** What the record held when read ('' or absent: nobody). */
  assignedTo?: string | undefined;
}

const unchanged = (read: Assignable) => (attributes: { assignedTo: unknown }, operations: AssignedCheck) =>
  read.assignedTo
    ? operations.eq(attributes.assignedTo, read.assignedTo)
    : `${operations.notExists(attributes.assignedTo)} OR ${operations.eq(attributes.assignedTo, '')}`;

interface AssignedCheck {
  eq(attribute: unknown, value: unknown): string;
  notExists(attribute: unknown): string;
}

// Assigns a quote to `assignedTo` (indexed for "My quotes"); false when it changed since it was read.
export const assignQuote = (quote: Assignable & { quoteId: string }, assignedTo: string): Promise<boolean> =>
  heldCondition(() =>
    Quote.patch({ contractorId: quote.contractorId, quoteId: quote.quoteId })
      .set({ assignedTo })
      .composite({ createdAt: quote.createdAt })
      .where(unchanged(quote))
      .go(),
  );

// Assigns a job to `assignedTo` (indexed for a person's jobs); false when it changed since it was read.
export const assignJob = (job: Assignable & { jobId: string }, assignedTo: string): Promise<boolean> =>
  heldCondition(() =>
    Job.patch({ contractorId: job.contractorId, jobId: job.jobId })
      .set({ assignedTo })
      .composite({ createdAt: job.createdAt })
      .where(unchanged(job))
      .go(),
  );
