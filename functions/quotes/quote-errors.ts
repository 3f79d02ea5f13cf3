// Errors about a quote's state that several areas answer with (contractor routes and the public page).
import { HttpError } from '../http/http-error';
import type { QuoteItem } from './present-quote';

export const quoteClosed = (quote: Pick<QuoteItem, 'status'>) =>
  new HttpError(409, 'QUOTE_CLOSED', 'quote.closed', { vars: { status: `quoteStatus.${quote.status}` } });

/** The customer signs what they saw: a quote edited since then must be looked at again. */
export const quoteChangedSinceViewed = () => new HttpError(409, 'QUOTE_CHANGED', 'quote.changedSinceViewed');

/** Approved and later quotes keep the price the customer signed. */
export const quoteLocked = () => new HttpError(409, 'QUOTE_LOCKED', 'quote.locked');
