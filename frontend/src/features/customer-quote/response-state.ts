// Where the customer's answer stands, which decides what the page offers: the approve and decline forms
// while the quote is open, otherwise what happened. A quote approved online keeps showing who signed
// and when after the contractor moves it on (scheduled, converted to a job...), unless it was lost.
import type { CustomerQuote } from './api/get-customer-quote';

export type ResponseState =
  | { kind: 'open' }
  | { kind: 'estimate' }
  /** `signedBy` is null when the contractor recorded an approval given by phone or on paper. */
  | { kind: 'approved'; signedBy: string | null; signedAt: string }
  | { kind: 'declined'; reason: string }
  | { kind: 'closed' };

type AnswerFields = Pick<
  CustomerQuote,
  'status' | 'canRespond' | 'isEstimate' | 'approvedBy' | 'approvedAt' | 'declineReason'
>;

export const responseStateOf = (quote: AnswerFields): ResponseState => {
  if (quote.canRespond) return { kind: 'open' };
  if (quote.isEstimate) return { kind: 'estimate' };
  if (quote.status === 'lost') {
    return quote.declineReason !== null
      ? { kind: 'declined', reason: quote.declineReason }
      : { kind: 'closed' };
  }
  if (quote.approvedAt) {
    return { kind: 'approved', signedBy: quote.approvedBy, signedAt: quote.approvedAt };
  }
  return { kind: 'closed' };
};
