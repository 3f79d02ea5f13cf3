// Marking a milestone pending, invoiced or paid by hand (SPEC §4: paid needs a paid date). Payments
// recorded against it set these too; this is for money that arrived some other way.
import { DomainError } from '#functions/core/errors';
import { getMilestone, setMilestoneStatus } from '#functions/store/jobs';
import { loadJob, staleJob } from './job-records';

export const milestoneNotFound = () => new DomainError('NOT_FOUND', 'milestone.notFound');

export const loadMilestone = async (contractorId: string, jobId: string, milestoneId: string) => {
  const milestone =
    milestoneId && milestoneId.length <= 64 ? await getMilestone(contractorId, jobId, milestoneId) : null;
  if (!milestone) throw milestoneNotFound();
  return milestone;
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
  // A payment or edit landing between the read and this write cancels it: the caller reloads.
  if (!(await setMilestoneStatus(milestone, { status, paidDate }, depositChanges))) throw staleJob();
};
