// POST /api/customer/quotes/{id}/approve (public): the customer signs by typing their name and ticking
// consent. The answer is the updated CustomerQuote, which replaces the cached one. When the quote closed
// meanwhile (409 QUOTE_CLOSED) or was edited since it was read (409 QUOTE_CHANGED) it is fetched again,
// so the page shows where it stands now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Approval } from '#domain/contract/sharing';
import { apiPost } from '#frontend/lib/api-client';
import { type CustomerQuote, customerQuoteQueryKey } from './get-customer-quote';
import { refreshWhenClosed } from './refresh-when-closed';

/** `version` is the quote version on the page: the server refuses (409 QUOTE_CHANGED) if it was edited since. */
export type { Approval };

export const approveQuote = (id: string, approval: Approval): Promise<CustomerQuote> =>
  apiPost<CustomerQuote>(`/api/customer/quotes/${encodeURIComponent(id)}/approve`, { ...approval });

export const useApproveQuote = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approval: Approval) => approveQuote(id, approval),
    onSuccess: (quote) => queryClient.setQueryData(customerQuoteQueryKey(id), quote),
    onError: (error) => refreshWhenClosed(queryClient, id, error),
  });
};
