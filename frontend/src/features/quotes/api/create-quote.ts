// POST /api/quotes: the server prices the request with the contractor's rates and gives it the next
// number. The new quote is cached under its own key and every list of quotes is refreshed. A save carries an
// `Idempotency-Key` when it may be repeated (the builder's: a save whose answer was lost goes to the offline
// queue with the same key, so the quote is made once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteSaveInput } from '#domain/contract/quotes';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';
import { allCustomersKey, contractorCustomersKey } from '#frontend/lib/query-keys';
import { type Quote, quoteQueryKey } from './get-quote';
import { contractorQuotesKey } from './get-quotes';

export type { QuoteSaveInput };

export interface NewQuote {
  input: QuoteSaveInput;
  idempotencyKey?: string | undefined;
}

export const createQuote = ({ input, idempotencyKey }: NewQuote): Promise<Quote> =>
  apiPost<Quote>(
    '/api/quotes',
    input as unknown as JsonValue,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
  );

export const useCreateQuote = (contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    // Sent whatever the browser says of the network: a save that cannot go out fails at once (the builder
    // then keeps it on the device) rather than waiting, paused, to be sent behind the offline queue's back.
    networkMode: 'always',
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
