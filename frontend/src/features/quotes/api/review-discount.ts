// POST /api/quotes/{id}/discount-review (owners): the owner's answer to a rep's discount beyond the limit —
// approve (the quote may then be texted) or reject, with an optional note for the rep. 409 CONFLICT when it
// is no longer pending (answered or edited meanwhile): the quote is then read again. The answered quote
// replaces the cached one; the lists, its activity and the owner's bell feed of discounts are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountDecision } from '#domain/schemas/quote';
import { apiPost } from '#frontend/lib/api-client';
import { type Quote, quoteQueryKey } from './get-quote';
import { quoteActivityQueryKey } from './get-quote-activity';
import { contractorQuotesKey } from './get-quotes';

export type { DiscountDecision };

/** The bell's feed of discounts waiting for the owner (its query key starts with its path). */
const discountReviewFeedKey = ['/api/discount-review-notifications'] as const;

export const reviewDiscount = (id: string, answer: DiscountDecision): Promise<Quote> =>
  apiPost<Quote>(`/api/quotes/${encodeURIComponent(id)}/discount-review`, { ...answer });

export const useReviewDiscount = (id: string, contractorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: DiscountDecision) => reviewDiscount(id, answer),
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteActivityQueryKey(quote.id) }),
        queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
        queryClient.invalidateQueries({ queryKey: discountReviewFeedKey }),
      ]);
    },
    onError: async () => {
      // The quote key is a prefix of its activity and messages keys: all are read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: discountReviewFeedKey }),
      ]);
    },
  });
};
