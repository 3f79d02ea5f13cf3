// Moving a quote along its statuses (SPEC §4). Only the allowed moves of domain/quote-status.ts pass; the
// status change, its activity-log entry and its quote.moved event (quote-moved-event.ts) are one transaction, conditional on the status and version the
// caller saw, so two people moving the same quote at once cannot both win.

import type { ActivityEventData } from '#domain/activity';
import { canMoveQuote, type QuoteStatus } from '#domain/quote-status';
import { DomainError } from '#functions/core/errors';
import { listQuoteActivity, moveQuote, type QuoteItem } from '#functions/store/quotes';
import { newActivityEvent } from '../activity/new-activity-event';
import { openCopy } from '../crypto/sealed-copy';
import { publishCommitted } from '../events/pending-events';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { assertDiscountCleared } from './discount-review';
import { quoteMovedEvent } from './quote-moved-event';
import { loadQuote } from './save-quote';

/** Timestamps the SPEC's Quote keeps for some statuses, set the first time the quote reaches them. */
const firstReached: Partial<Record<QuoteStatus, 'sentAt' | 'approvedAt' | 'convertedToJobAt'>> = {
  sent: 'sentAt',
  approved: 'approvedAt',
  converted_to_job: 'convertedToJobAt',
};

export const changeQuoteStatus = async (
  contractorId: string,
  quoteId: string,
  to: QuoteStatus,
  userId: string | undefined,
  versionSeen?: number,
): Promise<QuoteItem> => {
  const quote = await loadQuote(contractorId, quoteId);
  if (versionSeen !== undefined && versionSeen !== quote.version)
    throw new DomainError('STALE_VERSION', 'quote.statusChanged');
  const from = quote.status;
  // A converted quote always has its job: that status is reached only by converting (convert-quote.ts),
  // which creates the job in the same transaction.
  if (to === 'converted_to_job') {
    throw new DomainError('ILLEGAL_MOVE', 'quote.convertInstead', {
      fields: { status: 'quote.convertInstead' },
    });
  }
  // Marked sent by hand (texted from the contractor's own phone) is sent all the same.
  if (to === 'sent') assertDiscountCleared(quote);
  if (!canMoveQuote(from, to)) {
    throw new DomainError('ILLEGAL_MOVE', 'quote.illegalMove', {
      vars: { from: `quoteStatus.${from}`, to: `quoteStatus.${to}` },
    });
  }
  const stamp = firstReached[to];
  const event = newActivityEvent({
    contractorId,
    quoteId,
    eventType: 'quote_status_changed',
    eventData: { from, to },
    userId,
  });
  const pending = quoteMovedEvent(quote, to, event.at, 'contractor');
  const moved = await moveQuote(
    quote,
    {
      status: to,
      ...(stamp && !quote[stamp] ? { [stamp]: event.at } : {}),
      // The contractor recording an approval they got by phone or on paper.
      ...(to === 'approved'
        ? { approvalMethod: 'contractor_recorded' as const, approvedTotalCents: quote.totalCostCents }
        : {}),
    },
    event,
    pending,
  );
  if (!moved) throw new DomainError('STALE_VERSION', 'quote.statusChanged');
  await publishCommitted([pending]);
  return loadQuote(contractorId, quoteId);
};

/** The typed signature an approval or revision recorded, opened for the contractor who reads the log. */
const openedSignatures = (keys: CustomerKeys, contractorId: string, data: ActivityEventData) => {
  const opened: Record<string, string | number | boolean> = { ...data };
  for (const field of ['signatureName', 'approvedBy'] as const) {
    const stored = data[field];
    if (typeof stored === 'string') opened[field] = openCopy(keys, contractorId, 'signatureName', stored);
  }
  return opened;
};

export const quoteActivity = async (contractorId: string, quoteId: string) => {
  await loadQuote(contractorId, quoteId);
  const keys = await customerKeys();
  return (await listQuoteActivity(contractorId, quoteId)).map((event) => ({
    id: event.eventId,
    type: event.eventType,
    data: openedSignatures(keys, contractorId, event.eventData ?? {}),
    userId: event.userId ?? null,
    at: event.at,
  }));
};
