// POST /api/quotes: the server prices the request with the contractor's rates and gives it the next
// number. The new quote is cached under its own key and every list of quotes is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteSaveInput } from '#domain/contract/quotes';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';
import { allCustomersKey, contractorCustomersKey } from '#frontend/lib/query-keys';
import { type Quote, quoteQueryKey } from './get-quote';
import { contractorQuotesKey } from './get-quotes';

export type { QuoteSaveInput };

export const createQuote = (input: QuoteSaveInput): Promise<Quote> =>
  apiPost<Quote>('/api/quotes', input as unknown as JsonValue);

export const useCreateQuote = (contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
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
