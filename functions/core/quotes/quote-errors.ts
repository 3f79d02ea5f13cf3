// Errors about a quote's state that several areas answer with (contractor routes and the public page).
import { DomainError } from '#functions/core/errors';
import type { QuoteItem } from '#functions/store/quotes';

export const quoteClosed = (quote: Pick<QuoteItem, 'status'>) =>
  new DomainError('QUOTE_CLOSED', 'quote.closed', { vars: { status: `quoteStatus.${quote.status}` } });

/** The customer signs what they saw: a quote edited since then must be looked at again. */
export const quoteChangedSinceViewed = () => new DomainError('QUOTE_CHANGED', 'quote.changedSinceViewed');

/** Approved and later quotes keep the price the customer signed. */
export const quoteLocked = () => new DomainError('QUOTE_LOCKED', 'quote.locked');
