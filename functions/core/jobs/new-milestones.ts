// Turning a payment plan into new Milestone items of a job: names in the job's language, and the job facts
// reminders need copied on each.
import { translate } from '#domain/messages';
import type { PlannedMilestone } from '#domain/payment-schedule';
import type { Sealed } from '#functions/store/attributes';
import type { JobItem, NewMilestone } from '#functions/store/jobs';
import { newId } from '../tokens';

export const newMilestoneItems = (
  job: Pick<JobItem, 'contractorId' | 'jobId' | 'jobNumber' | 'customerName'>,
  planned: readonly PlannedMilestone[],
  language: 'en' | 'es',
): NewMilestone[] =>
  planned.map((payment, index) => ({
    contractorId: job.contractorId,
    jobId: job.jobId,
    milestoneId: newId('ms'),
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
    // Sealed as on the job (the same cipher context): the reminder run reads it without the job.
    customerName: job.customerName ?? ('' as Sealed),
  }));
