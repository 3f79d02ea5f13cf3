// Recording a payment against a milestone (SPEC §3, §5), in one transaction: the payment, the milestone's
// paid amount and status (paid once fully paid, which also takes it off the due lists), the job's paid
// total and deposit fields, and the pending payment.received event (its consumer makes the notification).
// The milestone write is conditional on the paid amount read, so two payments at once cannot overpay
// it: the later one re-reads and is checked again.
import { formatUsd, toCents } from '#domain/money';
import type { PaymentInput } from '#domain/schemas/job';
import { DomainError } from '#functions/core/errors';
import { type MilestoneItem, recordPayment as storePayment } from '#functions/store/jobs';
import { pendingEventItem, publishCommitted } from '../events/pending-events';
import { newId } from '../tokens';
import { jobFactsOf } from './job-events';
import { loadJob } from './job-records';
import { loadMilestone } from './milestone-status';

const attempts = 4;

const paymentTypeOf = (milestone: MilestoneItem) =>
  milestone.isDeposit ? 'job_deposit' : milestone.milestoneType === 'final_payment' ? 'final' : 'milestone';

const overpaid = (milestone: MilestoneItem) =>
  new DomainError('OVERPAYMENT', 'payment.overpaid', {
    vars: { amount: formatUsd(milestone.amountCents - milestone.paidCents), milestone: milestone.name },
  });

export const recordPayment = async (
  contractorId: string,
  jobId: string,
  userId: string,
  input: PaymentInput,
): Promise<void> => {
  const cents = toCents(input.amount);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    // The job is read again with the milestone: its paid total says whether this is the first payment and
    // whether it pays the job in full (the rollups' deposits and paid jobs), and the write holds only while
    // that total is as read.
    const [job, milestone] = await Promise.all([
      loadJob(contractorId, jobId),
      loadMilestone(contractorId, jobId, input.milestoneId),
    ]);
    if (milestone.paidCents + cents > milestone.amountCents) throw overpaid(milestone);
    const completes = milestone.paidCents + cents === milestone.amountCents;
    const recordedAt = new Date().toISOString();
    const paymentId = newId('pay');
    const pending = pendingEventItem({
      detailType: 'payment.received',
      detail: {
        eventId: `payment.received-${paymentId}`,
        ...jobFactsOf(job),
        jobNumber: job.jobNumber,
        milestoneId: milestone.milestoneId,
        milestoneName: milestone.name,
        paymentId,
        amountCents: cents,
        customerName: job.customerName ?? '',
        recordedAt,
        milestoneCompleted: completes,
        ...(job.approvedAt ? { approvedAt: job.approvedAt } : {}),
        firstPayment: job.paidCents === 0,
        jobPaidInFull: job.totalCents > 0 && job.paidCents + cents >= job.totalCents,
      },
    });
    const recorded = await storePayment({
      payment: {
        contractorId,
        jobId,
        paymentId,
        homeownerId: job.homeownerId ?? '',
        milestoneId: milestone.milestoneId,
        quoteId: job.quoteId,
        paymentType: paymentTypeOf(milestone),
        amountCents: cents,
        paymentMethod: input.paymentMethod,
        paymentDate: input.paymentDate,
        checkNumber: input.paymentMethod === 'check' ? input.checkNumber : '',
        notes: input.notes,
        recordedBy: userId,
        recordedAt,
      },
      // The new paid amount is set, not added: the write holds only while the milestone is as read, so
      // it stands for an atomic add (fully paid takes it off the due lists).
      milestone: {
        read: milestone,
        changes: {
          status: completes ? 'paid' : milestone.status,
          paidCents: milestone.paidCents + cents,
          ...(completes ? { paidDate: input.paymentDate } : {}),
        },
      },
      deposit:
        milestone.isDeposit && completes ? { depositPaid: true, depositPaidDate: input.paymentDate } : null,
      jobPaidRead: job.paidCents,
      pending,
    });
    if (recorded) {
      await publishCommitted([pending]);
      return;
    }
  }
  throw new DomainError('CONFLICT', 'payment.changed');
};
