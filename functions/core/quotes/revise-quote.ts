// Revising an approved quote: it goes back to draft as a new version the customer must approve again (the
// texted link then shows the new version). The approval it had — who signed, when, how, for what total — is
// kept in the quote's activity entry for the revision, so the signed record is never lost.
import { canReviseQuote } from '#domain/quote-status';
import { DomainError } from '#functions/core/errors';
import { type QuoteItem, reopenApprovedQuote } from '#functions/store/quotes';
import { newActivityEvent } from '../activity/new-activity-event';
import { loadQuote } from './save-quote';

export const reviseQuote = async (
  contractorId: string,
  quoteId: string,
  userId: string,
): Promise<QuoteItem> => {
  const quote = await loadQuote(contractorId, quoteId);
  if (!canReviseQuote(quote.status))
    throw new DomainError('ILLEGAL_MOVE', 'quote.reviseOnlyApproved', {
      vars: { status: `quoteStatus.${quote.status}` },
    });
  const event = newActivityEvent({
    contractorId,
    quoteId,
    eventType: 'quote_revised',
    eventData: {
      fromVersion: quote.version,
      ...(quote.approvedAt ? { approvedAt: quote.approvedAt } : {}),
      ...(quote.approvedBy ? { approvedBy: quote.approvedBy } : {}),
      ...(quote.approvalMethod ? { approvalMethod: quote.approvalMethod } : {}),
      ...(quote.approvedTotalCents === undefined ? {} : { approvedTotal: quote.approvedTotalCents / 100 }),
    },
    userId,
  });
  if (!(await reopenApprovedQuote(quote, event)))
    throw new DomainError('STALE_VERSION', 'quote.statusChanged');
  return loadQuote(contractorId, quoteId);
};
