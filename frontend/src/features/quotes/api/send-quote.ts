// POST /api/quotes/{id}/send: texts the quote (total and short link) to a phone, the quote's own by
// default, in a language, the quote's by default (docs/api.md). The sent quote (a draft becomes sent)
// replaces the cached one; its messages, activity and the lists are refreshed. A failure is refreshed
// too: a refused SMS is logged as a failed message, and a closed quote (409) has changed status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendQuoteInput, SentQuote } from '#domain/contract/quotes';
import { apiPost } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';
import { quoteQueryKey } from './get-quote';
import { quoteActivityQueryKey } from './get-quote-activity';
import { quoteMessagesQueryKey } from './get-quote-messages';
import { contractorQuotesKey } from './get-quotes';

/** `phone` (10 digits) and `language` default to the quote's. */
export type { SendQuoteInput, SentQuote };

export const sendQuote = (id: string, input: SendQuoteInput): Promise<SentQuote> =>
  apiPost<SentQuote>(`/api/quotes/${encodeURIComponent(id)}/send`, { ...input });

export const useSendQuote = (id: string, contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendQuoteInput) => sendQuote(id, input),
    onSuccess: async ({ quote }) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteMessagesQueryKey(quote.id) }),
        queryClient.invalidateQueries({ queryKey: quoteActivityQueryKey(quote.id) }),
        queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
      ]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        // The quote key is a prefix of its messages and activity keys: all three are read again.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: quoteQueryKey(id) }),
          queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
        ]);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: quoteMessagesQueryKey(id) });
    },
  });
};
