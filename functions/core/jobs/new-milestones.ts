// Turning a payment plan into Milestone items of a job: names in the job's language, the due index's
// shard, and the job facts reminders need copied on each.
import { translate } from '#domain/messages';
import type { PlannedMilestone } from '#domain/payment-schedule';
import { dueShardOf } from '#functions/store/entities/milestone';
import { newId } from '../tokens';
import type { JobItem, MilestoneItem } from './job-records';

export const newMilestoneItems = (
  job: Pick<JobItem, 'contractorId' | 'jobId' | 'jobNumber' | 'customerName'>,
  planned: readonly PlannedMilestone[],
  language: 'en' | 'es',
): MilestoneItem[] =>
  planned.map((payment, index) => {
    const milestoneId = newId('ms');
    return {
      contractorId: job.contractorId,
      jobId: job.jobId,
      milestoneId,
      dueShard: dueShardOf(milestoneId),
      name: translate(`milestone.${payment.type}`, language),
      description: '',
      percentage: payment.percentage,
      amountCents: payment.amountCents,
      paidCents: 0,
      status: 'pending',
      dueDate: payment.dueDate,
      sequenceOrder: index,
      milestoneType: payment.type,
      isDeposit: payment.type === 'deposit',
      reminderSent: false,
      reminderStage: 'none',
      jobNumber: job.jobNumber,
      customerName: job.customerName ?? '',
    };
  });
