// POST /api/quotes/{id}/status: one of SPEC §4's moves (else 409 ILLEGAL_MOVE, the message naming both
// statuses in the page's language). The moved quote replaces the cached one; the lists and the quote's
// activity are refreshed. When someone else moved it first (409 STALE_VERSION) the quote and its
// activity are fetched again so the view shows where it really is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteStatus } from '#domain/quote-status';
import { apiPost } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';
import { type Quote, quoteQueryKey } from './get-quote';
import { quoteActivityQueryKey } from './get-quote-activity';
import { contractorQuotesKey } from './get-quotes';

/** `version`: the one on screen, so a move made from an out-of-date page is refused, not applied. */
export const changeQuoteStatus = (id: string, status: QuoteStatus, version: number): Promise<Quote> =>
  apiPost<Quote>(`/api/quotes/${encodeURIComponent(id)}/status`, { status, version });

export const isStaleQuoteError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'STALE_VERSION';

export const useChangeQuoteStatus = (id: string, contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, version }: { status: QuoteStatus; version: number }) =>
      changeQuoteStatus(id, status, version),
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
        queryClient.invalidateQueries({ queryKey: quoteActivityQueryKey(quote.id) }),
      ]);
    },
    onError: async (error) => {
      if (!isStaleQuoteError(error)) return;
      // The quote key is a prefix of its activity key: both are fetched again, and so are the lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
      ]);
    },
  });
};
