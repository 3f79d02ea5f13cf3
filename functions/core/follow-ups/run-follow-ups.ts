// The scheduled follow-up run (with the reminders: every 15 minutes in AWS, every minute locally): reads only
// the steps now due (the due list), and for each decides afresh whether it still applies — the quote not
// answered (approved, declined, lost), not opened for a "not opened" step, no deposit for a deposit step, the
// sequence and step still on, the customer reachable and not opted out. A text due in the customer's quiet
// hours (9 pm–8 am in the business's time zone: its customers live where it works) waits until 8 am. A step is
// claimed before it is sent, so two runs at once, or a run repeated, send it once.
import { quietHoursEnd } from '#domain/quiet-hours';
import { logger } from '#functions/core/logger';
import { type ContractorRecord, getContractor } from '#functions/store/contractors';
import {
  cancelFollowUp,
  claimFollowUp,
  deferFollowUp,
  type FollowUpDueItem,
  listDueFollowUps,
  type StoredFollowUpStep,
} from '#functions/store/follow-ups';
import { getJob, getJobIdOfQuote } from '#functions/store/jobs';
import { getQuote, type QuoteItem } from '#functions/store/quotes';
import { type FollowUpSequence, followUpSequenceOf } from './follow-up-settings';
import { sendFollowUp } from './send-follow-up';

export interface FollowUpRunReport {
  followUpsDue: number;
  followUpsSent: number;
  followUpsCancelled: number;
  followUpsDeferred: number;
  followUpErrors: number;
}

interface Business {
  sequence: FollowUpSequence;
  contractor: ContractorRecord | null;
}

/** Why a due step no longer applies to its quote, or null when it does. */
export const followUpStopReason = async (due: FollowUpDueItem, quote: QuoteItem): Promise<string | null> => {
  if (due.trigger === 'sent_not_viewed') {
    if (quote.status !== 'sent') return 'answered';
    return quote.viewedAt ? 'viewed' : null;
  }
  if (due.trigger === 'viewed_not_answered') return quote.status === 'sent' ? null : 'answered';
  if (due.trigger === 'approved_no_deposit') {
    if (!['approved', 'converted_to_job', 'scheduled'].includes(quote.status)) return 'moved';
    const jobId = await getJobIdOfQuote(quote.contractorId, quote.quoteId);
    const job = jobId ? await getJob(quote.contractorId, jobId) : null;
    return job && (job.depositPaid || (job.depositCents ?? 0) === 0) ? 'deposit_paid' : null;
  }
  return 'unknown_trigger';
};

const stepOf = (business: Business, due: FollowUpDueItem): StoredFollowUpStep | undefined =>
  business.sequence.enabled && business.contractor?.isActive !== false
    ? business.sequence.steps.find(
        (step) => step.id === due.stepId && step.active && step.trigger === due.trigger,
      )
    : undefined;

type Handled = 'sent' | 'cancelled' | 'deferred' | 'skipped';

const handleDue = async (due: FollowUpDueItem, business: Business, now: Date): Promise<Handled> => {
  const quote = await getQuote(due.contractorId, due.quoteId);
  const step = stepOf(business, due);
  const stop = !quote ? 'quote_gone' : !step ? 'step_off' : await followUpStopReason(due, quote);
  if (stop || !quote || !step)
    return (await cancelFollowUp(due, stop ?? 'step_off')) === 'done' ? 'cancelled' : 'skipped';
  if (step.channel === 'text') {
    const resume = quietHoursEnd(now, business.contractor?.timezone ?? 'America/Chicago');
    if (resume) return (await deferFollowUp(due, resume.toISOString())) === 'done' ? 'deferred' : 'skipped';
  }
  if ((await claimFollowUp(due, now.toISOString())) !== 'done') return 'skipped';
  return sendFollowUp({ due, quote, step, contractor: business.contractor });
};

export const runFollowUps = async (now = new Date()): Promise<FollowUpRunReport> => {
  const due = await listDueFollowUps(now.toISOString());
  const report: FollowUpRunReport = {
    followUpsDue: due.length,
    followUpsSent: 0,
    followUpsCancelled: 0,
    followUpsDeferred: 0,
    followUpErrors: 0,
  };
  const businesses = new Map<string, Promise<Business>>();
  const businessOf = (contractorId: string) => {
    let business = businesses.get(contractorId);
    if (!business) {
      business = Promise.all([followUpSequenceOf(contractorId), getContractor(contractorId)]).then(
        ([sequence, contractor]) => ({ sequence, contractor }),
      );
      businesses.set(contractorId, business);
    }
    return business;
  };
  for (const item of due) {
    try {
      const handled = await handleDue(item, await businessOf(item.contractorId), now);
      if (handled === 'sent') report.followUpsSent += 1;
      if (handled === 'cancelled') report.followUpsCancelled += 1;
      if (handled === 'deferred') report.followUpsDeferred += 1;
    } catch (error) {
      report.followUpErrors += 1;
      logger.error('Follow-up not handled; the next run tries again', { quoteId: item.quoteId, error });
    }
  }
  return report;
};
