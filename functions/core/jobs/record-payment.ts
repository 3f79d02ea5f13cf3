// Recording a payment against a milestone (SPEC §3, §5), in one transaction: the payment, the milestone's
// paid amount and status (paid once fully paid, which also takes it off the due lists), the job's paid
// total and deposit fields, and the pending payment.received event (its consumer makes the notification).
// The milestone write is conditional on the paid amount read, so two payments at once cannot overpay
// it: the later one re-reads and is checked again.
import { formatUsd, toCents } from '#domain/money';
import type { PaymentInput } from '#domain/schemas/job';
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
import { type PendingEventItem, pendingEventItem, publishCommitted } from '../events/pending-events';
import { newId } from '../tokens';
import { loadJob, type MilestoneItem, owedKeyFacts, unchangedSinceRead } from './job-records';
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
  const job = await loadJob(contractorId, jobId);
  const cents = toCents(input.amount);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const milestone = await loadMilestone(contractorId, jobId, input.milestoneId);
    if (milestone.paidCents + cents > milestone.amountCents) throw overpaid(milestone);
    const completes = milestone.paidCents + cents === milestone.amountCents;
    const recordedAt = new Date().toISOString();
    const paymentId = newId('pay');
    const pending: PendingEventItem = pendingEventItem({
      detailType: 'payment.received',
      detail: {
        eventId: `payment.received-${paymentId}`,
        contractorId,
        jobId,
        jobNumber: job.jobNumber,
        milestoneId: milestone.milestoneId,
        milestoneName: milestone.name,
        paymentId,
        amountCents: cents,
        customerName: job.customerName ?? '',
        recordedAt,
        milestoneCompleted: completes,
      },
    });
    const status = completes ? 'paid' : milestone.status;
    const { canceled } = await store.transaction
      .write(({ payment, milestone: milestones, job: jobs, pendingEvent }) => [
        payment
          .create({
            contractorId,
            jobId,
            paymentId,
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
          })
          .commit(),
        // The new paid amount is set, not added: the write holds only while the milestone is as read
        // (paid amount, amount, status, due date), so it stands for an atomic add and keeps the due
        // indexes right (fully paid leaves them).
        milestones
          .patch(milestone)
          .set({
            ...owedKeyFacts({ ...milestone, status, paidCents: milestone.paidCents + cents }),
            ...(completes ? { paidDate: input.paymentDate } : {}),
          })
          .where(unchangedSinceRead(milestone))
          .commit(),
        (milestone.isDeposit && completes
          ? jobs
              .patch({ contractorId, jobId })
              .add({ paidCents: cents })
              .set({ depositPaid: true, depositPaidDate: input.paymentDate })
          : jobs.patch({ contractorId, jobId }).add({ paidCents: cents })
        ).commit(),
        pendingEvent.create(pending).commit(),
      ])
      .go();
    if (!canceled) {
      await publishCommitted([pending]);
      return;
    }
  }
  throw new DomainError('CONFLICT', 'payment.changed');
};
