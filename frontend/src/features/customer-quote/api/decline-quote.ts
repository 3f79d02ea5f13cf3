// POST /api/customer/quotes/{id}/decline (public): the customer turns the quote down with a reason
// (1–500 characters). The answer is the updated CustomerQuote (status lost), which replaces the cached one;
// a quote that closed meanwhile (409 QUOTE_CLOSED) is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Decline } from '#domain/contract/sharing';
import { apiPost } from '#frontend/lib/api-client';
import { type CustomerQuote, customerQuoteQueryKey } from './get-customer-quote';
import { refreshWhenClosed } from './refresh-when-closed';

export const declineQuote = (id: string, reason: Decline['reason']): Promise<CustomerQuote> =>
  apiPost<CustomerQuote>(`/api/customer/quotes/${encodeURIComponent(id)}/decline`, { reason });

export const useDeclineQuote = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineQuote(id, reason),
    onSuccess: (quote) => queryClient.setQueryData(customerQuoteQueryKey(id), quote),
    onError: (error) => refreshWhenClosed(queryClient, id, error),
  });
};
