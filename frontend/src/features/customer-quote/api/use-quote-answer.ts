// What approving and declining share: the answer goes to the server, the updated CustomerQuote it returns
// replaces the cached one, and a quote that closed or changed meanwhile is fetched again
// (refresh-when-closed.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerQuote, customerQuoteQueryKey } from './get-customer-quote';
import { refreshWhenClosed } from './refresh-when-closed';

export const useQuoteAnswer = <Answer>(
  id: string,
  send: (id: string, answer: Answer) => Promise<CustomerQuote>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) => send(id, answer),
    onSuccess: (quote) => queryClient.setQueryData(customerQuoteQueryKey(id), quote),
    onError: (error) => refreshWhenClosed(queryClient, id, error),
  });
};
