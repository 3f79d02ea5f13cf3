// Standard prices across reps: the owner sets how deep a rep may discount (the contractor's
// repDiscountLimitPercent, domain/pricing/discount.ts default). A rep's quote that goes deeper is saved with
// its discount review pending — the owner is told in the bell, in the same transaction as the save — and
// cannot be sent until the owner approves it (reject sends it back to the rep). Owners discount freely.
import { defaultRepDiscountLimitPercent, discountPercentOf } from '#domain/pricing/discount';
import type { Estimate } from '#domain/pricing/estimate';
import type { DiscountReviewState } from '#domain/vocabularies';
import { DomainError } from '#functions/core/errors';
import { getContractor } from '#functions/store/contractors';
import type { NotificationItem } from '#functions/store/notifications';
import type { Actor } from '../access/actor';

/** The owner's limit for reps' discounts, in percent. */
export const repDiscountLimitOf = async (contractorId: string): Promise<number> =>
  (await getContractor(contractorId))?.repDiscountLimitPercent ?? defaultRepDiscountLimitPercent;

export interface DiscountOutcome {
  discountPercent: number;
  discountReview: DiscountReviewState;
  /** Set when an owner's own save answers a rep's discount that waited for them (it approves it). */
  discountApprovedPercent?: number;
  discountReviewedBy?: string;
  discountReviewedAt?: string;
  discountReviewNote?: string;
  /** The bell item for the owner when this save puts the discount up for review. */
  notification?: NotificationItem;
}

/**
 * Where a quote's discount stands after `actor` saves it with this estimate: no review within the limit or
 * for an owner's quote; an owner saving a rep's discount that waited for them (or was turned down) approves
 * it, by name; approved while it stays within what the owner approved before; else pending, with the owner's
 * notification (its id names the quote's new version, so a retried save writes the same one).
 */
export const discountAfterSave = async (
  actor: Actor,
  estimate: Pick<Estimate, 'lines'>,
  quote: {
    quoteId: string;
    quoteNumber: number;
    version: number;
    discountApprovedPercent?: number | undefined;
    discountReview?: DiscountReviewState | undefined;
  },
  /** The limit when the caller read it already (with the pricing settings); else it is read here. */
  knownLimitPercent?: number,
): Promise<DiscountOutcome> => {
  const discountPercent = discountPercentOf(estimate);
  if (discountPercent === 0) return { discountPercent, discountReview: '' };
  const awaitedOwner = quote.discountReview === 'pending' || quote.discountReview === 'rejected';
  if (actor.role === 'owner' && !awaitedOwner) return { discountPercent, discountReview: '' };
  const limitPercent = knownLimitPercent ?? (await repDiscountLimitOf(actor.contractorId));
  if (discountPercent <= limitPercent) return { discountPercent, discountReview: '' };
  if (actor.role === 'owner')
    return {
      discountPercent,
      discountReview: 'approved',
      discountApprovedPercent: discountPercent,
      discountReviewedBy: actor.userId,
      discountReviewedAt: new Date().toISOString(),
      discountReviewNote: '',
    };
  if (quote.discountApprovedPercent !== undefined && discountPercent <= quote.discountApprovedPercent)
    return { discountPercent, discountReview: 'approved' };
  return {
    discountPercent,
    discountReview: 'pending',
    notification: {
      contractorId: actor.contractorId,
      notificationId: `discount_review-${quote.quoteId}-${quote.version}`,
      type: 'discount_review',
      feed: 'discount_reviews',
      timestamp: new Date().toISOString(),
      quoteId: quote.quoteId,
      quoteNumber: quote.quoteNumber,
      discountPercent,
      limitPercent,
      userId: actor.userId,
    },
  };
};

/** A quote whose discount waits for the owner (or was turned down) is not sent to the customer. */
export const assertDiscountCleared = (quote: { discountReview?: DiscountReviewState | undefined }) => {
  if (quote.discountReview === 'pending' || quote.discountReview === 'rejected')
    throw new DomainError('DISCOUNT_NEEDS_APPROVAL', `quote.discount.${quote.discountReview}`);
};
