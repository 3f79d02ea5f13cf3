// Marking a milestone pending, invoiced or paid by hand (SPEC §4: paid needs a paid date). Payments
// recorded against it set these too; this is for money that arrived some other way.
import { HttpError } from '../http/http-error';
import { store } from '../store/service';
import { loadJob, owedKeyFacts } from './job-records';

export const milestoneNotFound = () => new HttpError(404, 'NOT_FOUND', 'milestone.notFound');

export const loadMilestone = async (contractorId: string, jobId: string, milestoneId: string) => {
  if (!milestoneId || milestoneId.length > 64) throw milestoneNotFound();
  const { data } = await store.entities.milestone.get({ contractorId, jobId, milestoneId }).go();
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
  const facts = owedKeyFacts({ ...milestone, status: change.status });
  const update = store.entities.milestone.patch(milestone).set({
    ...facts,
    ...(change.status === 'paid' && change.paidDate ? { paidDate: change.paidDate } : {}),
  });
  await (change.status === 'paid' ? update : update.remove(['paidDate'])).go();
  if (milestone.isDeposit && (change.status === 'paid') !== (job.depositPaid ?? false)) {
    await store.entities.job
      .patch({ contractorId, jobId })
      .set({
        depositPaid: change.status === 'paid',
        ...(change.paidDate ? { depositPaidDate: change.paidDate } : {}),
      })
      .go();
  }
};
