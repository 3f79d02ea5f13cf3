// POST /api/customer/quotes/{id}/approve (public): the customer signs by typing their name and ticking
// consent. The answer is the updated CustomerQuote, which replaces the cached one. When the quote closed
// meanwhile (409 QUOTE_CLOSED) or was edited since it was read (409 QUOTE_CHANGED) it is fetched again,
// so the page shows where it stands now.
import type { Approval } from '#domain/contract/sharing';
import { apiPost } from '#frontend/lib/api-client';
import type { CustomerQuote } from './get-customer-quote';
import { useQuoteAnswer } from './use-quote-answer';

/** `version` is the quote version on the page: the server refuses (409 QUOTE_CHANGED) if it was edited since. */
export type { Approval };

export const approveQuote = (id: string, approval: Approval): Promise<CustomerQuote> =>
  apiPost<CustomerQuote>(`/api/customer/quotes/${encodeURIComponent(id)}/approve`, { ...approval });

export const useApproveQuote = (id: string) => useQuoteAnswer(id, approveQuote);
