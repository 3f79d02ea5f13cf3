// The owner's answer to a rep's discount beyond the limit (discount-review.ts): approve it — the quote may be
// sent, and later edits up to that discount need no new approval — or reject it, which keeps the quote from
// being sent until the rep changes the discount. Only a pending discount can be answered.
import type { DiscountDecision } from '#domain/schemas/quote';
import { DomainError } from '#functions/core/errors';
import { type QuoteItem, saveDiscountReview } from '#functions/store/quotes';
import type { Actor } from '../access/actor';
import { loadQuote } from './save-quote';

const notPending = () => new DomainError('CONFLICT', 'quote.discount.notPending');

export const reviewDiscount = async (
  actor: Actor,
  quoteId: string,
  { decision, note }: DiscountDecision,
): Promise<QuoteItem> => {
  const quote = await loadQuote(actor.contractorId, quoteId);
  if (quote.discountReview !== 'pending') throw notPending();
  const saved = await saveDiscountReview(
    actor.contractorId,
    quoteId,
    {
      discountReview: decision === 'approve' ? 'approved' : 'rejected',
      ...(decision === 'approve' ? { discountApprovedPercent: quote.discountPercent } : {}),
      discountReviewedBy: actor.userId,
      discountReviewedAt: new Date().toISOString(),
      discountReviewNote: note,
    },
    quote.version,
  );
  // Answered or edited meanwhile: the caller reloads and sees where it stands.
  if (!saved) throw notPending();
  return saved;
};
