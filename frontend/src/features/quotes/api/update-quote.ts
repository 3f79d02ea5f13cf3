// PUT /api/quotes/{id} with the version the editor loaded: a newer stored version answers 409
// STALE_VERSION. The saved quote replaces the cached one and every list of quotes is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, type JsonValue } from '#frontend/lib/api-client';
import type { QuoteSaveInput } from './create-quote';
import { type Quote, quoteQueryKey } from './get-quote';
import { contractorQuotesKey } from './get-quotes';

export interface QuoteUpdateInput extends QuoteSaveInput {
  version: number;
  /** Price with today's rates instead of the ones the quote was made with. */
  repriceWithCurrentRates: boolean;
}

export const updateQuote = (id: string, input: QuoteUpdateInput): Promise<Quote> =>
  apiPut<Quote>(`/api/quotes/${encodeURIComponent(id)}`, input as unknown as JsonValue);

export const useUpdateQuote = (id: string, contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteUpdateInput) => updateQuote(id, input),
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) });
    },
  });
};
