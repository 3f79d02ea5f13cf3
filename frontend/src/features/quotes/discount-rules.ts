// A rep's discount beyond the owner's limit (docs/api.md "Discount review"): what holds a quote back from
// being texted or marked sent, and when the builder warns a rep that saving sends the discount to the owner.
// The server decides (functions/core/quotes/discount-review.ts); these rules only say so ahead. Pure, so they
// are unit-tested.
import type { QuoteDiscount } from '#domain/contract/quotes';
import type { UserRole } from '#domain/vocabularies';
import { type Lang, localeOf } from '#frontend/i18n/language';

/**
 * Why the quote cannot be texted or marked sent now: its discount waits for the owner (`approveFirst` for the
 * owner, who can answer; `waiting` for anyone else) or the owner turned it down; null when nothing holds it.
 */
export type SendingBlock = 'approveFirst' | 'waiting' | 'rejected' | null;

export const sendingBlockOf = (discount: Pick<QuoteDiscount, 'review'>, role: UserRole): SendingBlock => {
  if (discount.review === 'rejected') return 'rejected';
  if (discount.review !== 'pending') return null;
  return role === 'owner' ? 'approveFirst' : 'waiting';
};

/**
 * Whether saving these adjustments puts the quote's discount up for the owner's review: only a rep's, past
 * the limit, and not within a discount the owner already approved on this quote (an approved quote's
 * `percent` is at most what was approved).
 */
export const discountNeedsReview = ({
  role,
  percent,
  limitPercent,
  saved,
}: {
  role: UserRole;
  /** The discount of the price as it stands in the builder. */
  percent: number;
  limitPercent: number | undefined;
  /** The saved quote's discount, when editing one. */
  saved?: Pick<QuoteDiscount, 'percent' | 'review'> | undefined;
}): boolean => {
  if (role !== 'rep' || limitPercent === undefined || percent <= limitPercent) return false;
  return !(saved?.review === 'approved' && percent <= saved.percent);
};

/** A discount as people read it: "16.7" / "16,7" (one decimal at most), for "{percent}% off". */
export const formatDiscountPercent = (percent: number, lang: Lang): string =>
  new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 }).format(percent);
