// Marking a milestone pending, invoiced or paid by hand (SPEC §4: paid needs a paid date). Payments
// recorded against it set these too; this is for money that arrived some other way.
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
import { loadJob, owedKeyFacts, staleJob, unchangedSinceRead } from './job-records';

export const milestoneNotFound = () => new DomainError('NOT_FOUND', 'milestone.notFound');

export const loadMilestone = async (contractorId: string, jobId: string, milestoneId: string) => {
  if (!milestoneId || milestoneId.length > 64) throw milestoneNotFound();
  // Strongly consistent: callers decide from the paid amount, and condition their write on it.
  const { data } = await store.entities.milestone
    .get({ contractorId, jobId, milestoneId })
    .go({ consistent: true });
  if (!data) throw milestoneNotFound();
  return data;
};

export const changeMilestoneStatus = async (
  contractorId: string,
  jobId: string,
  milestoneId: string,
  change: { status: 'pending' | 'invoiced' | 'paid'; paidDate?: string },
) => {
  const job = await loadJob(contractorId, jobId);
  const milestone = await loadMilestone(contractorId, job.jobId, milestoneId);
  // Fully paid by recorded payments stays paid: marking it pending again would ask for money twice.
  const status =
    milestone.amountCents > 0 && milestone.paidCents >= milestone.amountCents ? 'paid' : change.status;
  const paidDate = status === 'paid' ? (change.paidDate ?? milestone.paidDate) : undefined;
  const depositChanges =
    milestone.isDeposit && (status === 'paid') !== (job.depositPaid ?? false)
      ? { depositPaid: status === 'paid', ...(paidDate ? { depositPaidDate: paidDate } : {}) }
      : null;
  const { canceled } = await store.transaction
    .write(({ milestone: milestones, job: jobs }) => {
      const patch = milestones
        .patch(milestone)
        .set({ ...owedKeyFacts({ ...milestone, status }), ...(paidDate ? { paidDate } : {}) });
      // A payment or edit landing between the read and this write cancels it: the caller reloads.
      const milestoneWrite = (paidDate ? patch : patch.remove(['paidDate']))
        .where(unchangedSinceRead(milestone))
        .commit();
      return [
        milestoneWrite,
        ...(depositChanges ? [jobs.patch({ contractorId, jobId }).set(depositChanges).commit()] : []),
      ];
    })
    .go();
  if (canceled) throw staleJob();
};
