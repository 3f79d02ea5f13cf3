// POST /api/quotes/{id}/revise: an approved quote back to draft as a new version the customer approves again
// (the old approval stays in its history). The revised quote replaces the cached one; lists refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#frontend/lib/api-client';
import { type Quote, quoteQueryKey } from './get-quote';
import { contractorQuotesKey } from './get-quotes';

export const useReviseQuote = (id: string, contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Quote>(`/api/quotes/${encodeURIComponent(id)}/revise`, {}),
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) });
    },
  });
};
