// Reading a job with its milestones and payments (three queries on one partition, run together), and
// the errors every job route shares.
import type { EntityItem } from 'electrodb';
import { DomainError } from '#functions/core/errors';
import type { Job } from '#functions/store/entities/job';
import type { Milestone } from '#functions/store/entities/milestone';
import type { Payment } from '#functions/store/entities/payment';
import { store } from '#functions/store/service';

export type JobItem = EntityItem<typeof Job>;
export type MilestoneItem = EntityItem<typeof Milestone>;
export type PaymentItem = EntityItem<typeof Payment>;

export interface JobRecords {
  job: JobItem;
  milestones: MilestoneItem[];
  payments: PaymentItem[];
}

export const jobNotFound = () => new DomainError('NOT_FOUND', 'job.notFound');
export const staleJob = () => new DomainError('STALE_VERSION', 'job.stale');

export const loadJob = async (contractorId: string, jobId: string): Promise<JobItem> => {
  if (!jobId || jobId.length > 64) throw jobNotFound();
  const { data } = await store.entities.job.get({ contractorId, jobId }).go();
  if (!data) throw jobNotFound();
  return data;
};

export const loadJobRecords = async (contractorId: string, jobId: string): Promise<JobRecords> => {
  const [job, { data: milestones }, { data: payments }] = await Promise.all([
    loadJob(contractorId, jobId),
    store.entities.milestone.query.byJob({ contractorId, jobId }).go({ pages: 'all' }),
    store.entities.payment.query.byJob({ contractorId, jobId }).go({ pages: 'all' }),
  ]);
  return {
    job,
    milestones: milestones.sort((a, b) => a.sequenceOrder - b.sequenceOrder),
    payments,
  };
};

/**
 * The milestone fields ElectroDB needs to keep its sparse due indexes right: an index with a condition
 * wants every key part in each write to the item, and its condition reads the status. Every milestone
 * write carries these (a milestone without a due date has dueDate '').
 */
export const owedKeyFacts = (
  milestone: Pick<
    MilestoneItem,
    'status' | 'dueDate' | 'dueShard' | 'amountCents' | 'paidCents' | 'remindersDone'
  >,
) => ({
  status: milestone.status,
  dueShard: milestone.dueShard,
  dueDate: milestone.dueDate ?? '',
  amountCents: milestone.amountCents,
  paidCents: milestone.paidCents,
  remindersDone: milestone.remindersDone ?? false,
});

/**
 * A milestone write that rewrites owedKeyFacts from a read must not undo a payment or edit made since:
 * it holds only while status, paid amount and due date are still what was read.
 */
export const unchangedSinceRead =
  (milestone: Pick<MilestoneItem, 'status' | 'paidCents' | 'amountCents' | 'dueDate'>) =>
  (
    attributes: { status: unknown; paidCents: unknown; amountCents: unknown; dueDate: unknown },
    { eq }: { eq: (attribute: unknown, value: unknown) => string },
  ) =>
    `${eq(attributes.status, milestone.status)} AND ${eq(attributes.paidCents, milestone.paidCents)} AND ${eq(attributes.amountCents, milestone.amountCents)} AND ${eq(attributes.dueDate, milestone.dueDate ?? '')}`;
