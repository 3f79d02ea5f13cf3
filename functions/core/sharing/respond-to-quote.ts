// The customer's answer on the public quote page, for a quote still open (status sent) and unchanged
// since they read it (its version). Approving signs with the typed name: status, signature, the total
// signed for, and an activity event carrying IP and user agent are one transaction together with the
// pending quote.approved event (published after the commit; its consumer notifies the contractor).
// Approving an approved quote again changes nothing. Declining records the reason and loses the quote.

import type { ActivityEventData } from '#domain/activity';
import type { ApproveQuote, DeclineQuote } from '#domain/schemas/quote-sharing';
import type { PendingEventItem } from '#functions/store/pending-events';
import { moveQuote, type QuoteItem, type QuoteMove } from '#functions/store/quotes';
import { newActivityEvent } from '../activity/new-activity-event';
import { recordAuditEvent } from '../audit/record-audit-event';
import { carryCopy, sealCopy } from '../crypto/sealed-copy';
import { pendingEventItem, publishCommitted } from '../events/pending-events';
import { customerKeys } from '../ports/keys/customer-keys';
import { quoteChangedSinceViewed, quoteClosed } from '../quotes/quote-errors';
import { quoteMovedEvent } from '../quotes/quote-moved-event';
import { loadSharedQuote, type SharedQuoteRecord } from './customer-quote';

export interface Respondent {
  ip: string;
  userAgent: string;
}

const auditOf = (respondent: Respondent) => ({
  ip: respondent.ip.slice(0, 64),
  userAgent: respondent.userAgent.slice(0, 256),
});

interface Answer {
  quote: QuoteItem;
  /** What the quote item gets besides status lost/approved and the version bump. */
  changes: QuoteMove & { status: 'approved' | 'lost' };
  eventData: ActivityEventData;
  pending?: PendingEventItem;
}

/** Writes an answer if the quote is still sent at the version read; false when something moved first. */
const writeAnswer = ({ quote, changes, eventData, pending }: Answer): Promise<boolean> => {
  const { contractorId, quoteId } = quote;
  const event = newActivityEvent({
    contractorId,
    quoteId,
    eventType: 'quote_status_changed',
    eventData: { from: 'sent', to: changes.status, by: 'customer', ...eventData },
  });
  // Answers are given to a sent quote only: the move holds while it is still sent at the version read.
  return moveQuote({ ...quote, status: 'sent' }, changes, event, pending);
};

/** Why an answer cannot be written: the quote closed, or it was edited after the customer read it. */
const refusalFor = (quote: QuoteItem, versionRead: number) =>
  quote.status === 'sent' && quote.version !== versionRead ? quoteChangedSinceViewed() : quoteClosed(quote);

export const approveQuote = async (
  quoteId: string,
  approval: ApproveQuote,
  respondent: Respondent,
): Promise<SharedQuoteRecord> => {
  const shared = await loadSharedQuote(quoteId);
  const { quote } = shared;
  if (quote.status === 'approved') return shared;
  if (quote.status !== 'sent' || quote.version !== approval.version)
    throw refusalFor(quote, approval.version);

  const approvedAt = new Date().toISOString();
  const keys = await customerKeys();
  const signature = sealCopy(keys, quote.contractorId, 'signatureName', approval.signatureName);
  const pending = pendingEventItem({
    detailType: 'quote.approved',
    detail: {
      eventId: `quote.approved-${quoteId}`,
      contractorId: quote.contractorId,
      quoteId,
      quoteNumber: quote.quoteNumber,
      customerName: quote.customerName
        ? carryCopy(keys, quote.contractorId, 'customerName', quote.customerName)
        : sealCopy(keys, quote.contractorId, 'customerName', approval.signatureName),
      approvedAt,
      totalCents: quote.totalCostCents,
      ...(quote.assignedTo ? { assignedTo: quote.assignedTo } : {}),
      source: quote.source,
      createdAt: quote.createdAt,
      ...(quote.sentAt ? { sentAt: quote.sentAt } : {}),
      material: quote.fenceType,
    },
  });
  const written = await writeAnswer({
    quote,
    changes: {
      status: 'approved',
      approvedAt,
      approvedBy: signature,
      approvalMethod: 'online_signature',
      approvedTotalCents: quote.totalCostCents,
    },
    eventData: {
      approvalMethod: 'online_signature',
      signatureName: signature,
      totalCents: quote.totalCostCents,
      ...auditOf(respondent),
    },
    pending,
  });
  if (!written) {
    // A simultaneous answer moved it first: approved stays harmless, anything else is refused.
    const now = await loadSharedQuote(quoteId);
    if (now.quote.status === 'approved') return now;
    throw refusalFor(now.quote, approval.version);
  }
  await publishCommitted([pending]);
  await recordAuditEvent({
    type: 'quote_approved',
    contractorId: quote.contractorId,
    ...auditOf(respondent),
  });
  return loadSharedQuote(quoteId);
};

export const declineQuote = async (
  quoteId: string,
  decline: DeclineQuote,
  respondent: Respondent,
): Promise<SharedQuoteRecord> => {
  const { quote } = await loadSharedQuote(quoteId);
  if (quote.status !== 'sent') throw quoteClosed(quote);
  const pending = quoteMovedEvent(quote, 'lost', new Date().toISOString(), 'customer');
  const written = await writeAnswer({
    quote,
    changes: { status: 'lost', declineReason: decline.reason },
    eventData: { reason: decline.reason, ...auditOf(respondent) },
    pending,
  });
  if (!written) throw quoteClosed((await loadSharedQuote(quoteId)).quote);
  await publishCommitted([pending]);
  await recordAuditEvent({
    type: 'quote_declined',
    contractorId: quote.contractorId,
    ...auditOf(respondent),
  });
  return loadSharedQuote(quoteId);
};
