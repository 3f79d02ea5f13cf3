// PUT /api/quotes/{id} with the version the editor loaded: a newer stored version answers 409
// STALE_VERSION. The saved quote replaces the cached one and every list of quotes is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteUpdateInput } from '#domain/contract/quotes';
import { apiPut, type JsonValue } from '#frontend/lib/api-client';
import { allCustomersKey, contractorCustomersKey } from '#frontend/lib/query-keys';
import { type Quote, quoteQueryKey } from './get-quote';
import { contractorQuotesKey } from './get-quotes';

/** The save with the version the editor loaded and whether to price with today's rates. */
export type { QuoteUpdateInput };

export const updateQuote = (id: string, input: QuoteUpdateInput): Promise<Quote> =>
  apiPut<Quote>(`/api/quotes/${encodeURIComponent(id)}`, input as unknown as JsonValue);

export const useUpdateQuote = (id: string, contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteUpdateInput) => updateQuote(id, input),
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      // A quote for a new person made a customer, and a customer's page lists its quotes.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
        queryClient.invalidateQueries({ queryKey: contractorCustomersKey(contractorId) }),
        queryClient.invalidateQueries({ queryKey: allCustomersKey }),
      ]);
    },
  });
};
