// The customer's answer on the public quote page. Approving signs with the typed name: status, signature
// and an activity event carrying IP and user agent are one transaction, together with the pending
// quote.approved event (published after the commit; its consumer notifies the contractor). Approving an
// approved quote again changes nothing. Declining records the reason and loses the quote.
import type { ApproveQuote, DeclineQuote } from '../../domain/schemas/quote-sharing';
import { pendingEventItem, publishCommitted } from '../../events/pending-events';
import { newActivityEvent } from '../activity/new-activity-event';
import { recordAuditEvent } from '../audit/record-audit-event';
import { quoteClosed } from '../quotes/send-quote';
import { store } from '../store/service';
import { loadSharedQuote, type SharedQuote } from './customer-quote';

export interface Respondent {
  ip: string;
  userAgent: string;
}

const auditOf = (respondent: Respondent) => ({
  ip: respondent.ip.slice(0, 64),
  userAgent: respondent.userAgent.slice(0, 256),
});

export const approveQuote = async (
  quoteId: string,
  approval: ApproveQuote,
  respondent: Respondent,
): Promise<SharedQuote> => {
  const shared = await loadSharedQuote(quoteId);
  const { quote } = shared;
  if (quote.status === 'approved') return shared;
  if (quote.status !== 'sent') throw quoteClosed(quote);

  const { contractorId } = quote;
  const event = newActivityEvent({
    contractorId,
    quoteId,
    eventType: 'quote_status_changed',
    eventData: {
      from: 'sent',
      to: 'approved',
      by: 'customer',
      approvalMethod: 'online_signature',
      signatureName: approval.signatureName,
      ...auditOf(respondent),
    },
  });
  const approved = pendingEventItem({
    detailType: 'quote.approved',
    detail: {
      eventId: `quote.approved-${quoteId}`,
      contractorId,
      quoteId,
      quoteNumber: quote.quoteNumber,
      customerName: quote.customerName ?? '',
      approvedBy: approval.signatureName,
      approvedAt: event.at,
      totalCents: quote.totalCostCents,
    },
  });
  const { canceled } = await store.transaction
    .write(({ quote: quotes, activityEvent, pendingEvent }) => [
      quotes
        .patch({ contractorId, quoteId })
        .set({
          status: 'approved',
          approvedAt: quote.approvedAt ?? event.at,
          approvedBy: approval.signatureName,
          approvalMethod: 'online_signature',
          version: quote.version + 1,
        })
        .where((attributes, { eq }) => eq(attributes.status, 'sent'))
        .commit(),
      activityEvent.create(event).commit(),
      pendingEvent.create(approved).commit(),
    ])
    .go();
  if (canceled) {
    // A simultaneous answer (or the contractor) moved it first: approved stays harmless, anything else closes.
    const now = await loadSharedQuote(quoteId);
    if (now.quote.status === 'approved') return now;
    throw quoteClosed(now.quote);
  }
  await publishCommitted([approved]);
  await recordAuditEvent({ type: 'quote_approved', contractorId, ...auditOf(respondent) });
  return loadSharedQuote(quoteId);
};

export const declineQuote = async (
  quoteId: string,
  decline: DeclineQuote,
  respondent: Respondent,
): Promise<SharedQuote> => {
  const shared = await loadSharedQuote(quoteId);
  const { quote } = shared;
  if (quote.status !== 'sent') throw quoteClosed(quote);

  const { contractorId } = quote;
  const event = newActivityEvent({
    contractorId,
    quoteId,
    eventType: 'quote_status_changed',
    eventData: { from: 'sent', to: 'lost', by: 'customer', reason: decline.reason, ...auditOf(respondent) },
  });
  const { canceled } = await store.transaction
    .write(({ quote: quotes, activityEvent }) => [
      quotes
        .patch({ contractorId, quoteId })
        .set({ status: 'lost', declineReason: decline.reason, version: quote.version + 1 })
        .where((attributes, { eq }) => eq(attributes.status, 'sent'))
        .commit(),
      activityEvent.create(event).commit(),
    ])
    .go();
  if (canceled) throw quoteClosed((await loadSharedQuote(quoteId)).quote);
  await recordAuditEvent({ type: 'quote_declined', contractorId, ...auditOf(respondent) });
  return loadSharedQuote(quoteId);
};
