// POST /api/customer/quotes/{id}/decline (public): the customer turns the quote down with a reason
// (1–500 characters). The answer is the updated CustomerQuote (status lost), which replaces the cached one;
// a quote that closed meanwhile (409 QUOTE_CLOSED) is fetched again.
import type { Decline } from '#domain/contract/sharing';
import { apiPost } from '#frontend/lib/api-client';
import type { CustomerQuote } from './get-customer-quote';
import { useQuoteAnswer } from './use-quote-answer';

export const declineQuote = (id: string, reason: Decline['reason']): Promise<CustomerQuote> =>
  apiPost<CustomerQuote>(`/api/customer/quotes/${encodeURIComponent(id)}/decline`, { reason });

export const useDeclineQuote = (id: string) => useQuoteAnswer(id, declineQuote);
