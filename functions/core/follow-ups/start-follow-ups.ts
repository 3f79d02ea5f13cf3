// Starts the clocks of a contractor's follow-up steps when a quote is sent, opened or approved (a consumer of
// quote.moved, quote.viewed and quote.approved). Each step starts once per quote, whatever the redeliveries (its
// mark is created once); the scheduled run decides at the due time whether it still applies.
import type { DomainEvent } from '#domain/events';
import type { FollowUpTrigger } from '#domain/schemas/follow-ups';
import { scheduleFollowUp } from '#functions/store/follow-ups';
import { followUpSequenceOf } from './follow-up-settings';

/** Which steps an event starts, and from when; null for events that start none. */
export const followUpStartOf = (
  event: DomainEvent,
): { contractorId: string; quoteId: string; trigger: FollowUpTrigger; at: string } | null => {
  if (event.detailType === 'quote.viewed') {
    const { contractorId, quoteId, at } = event.detail;
    return { contractorId, quoteId, trigger: 'viewed_not_answered', at };
  }
  if (event.detailType === 'quote.approved') {
    const { contractorId, quoteId, approvedAt } = event.detail;
    return { contractorId, quoteId, trigger: 'approved_no_deposit', at: approvedAt };
  }
  if (event.detailType === 'quote.moved') {
    const { contractorId, quoteId, at, to, from } = event.detail;
    if (to === 'sent' && from === 'draft') return { contractorId, quoteId, trigger: 'sent_not_viewed', at };
    // An approval the contractor recorded (a signature on paper, a call).
    if (to === 'approved') return { contractorId, quoteId, trigger: 'approved_no_deposit', at };
  }
  return null;
};

const minute = 60_000;

export const startFollowUps = async (event: DomainEvent): Promise<number> => {
  const start = followUpStartOf(event);
  if (!start) return 0;
  const sequence = await followUpSequenceOf(start.contractorId);
  if (!sequence.enabled) return 0;
  const steps = sequence.steps.filter((step) => step.active && step.trigger === start.trigger);
  const started = await Promise.all(
    steps.map((step) =>
      scheduleFollowUp({
        contractorId: start.contractorId,
        quoteId: start.quoteId,
        stepId: step.id,
        trigger: step.trigger,
        channel: step.channel,
        dueAt: new Date(Date.parse(start.at) + step.delayMinutes * minute).toISOString(),
      }),
    ),
  );
  return started.filter(Boolean).length;
};
