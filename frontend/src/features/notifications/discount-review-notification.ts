// A rep's discount waiting for the owner, from GET /api/discount-review-notifications (owners only), as a bell
// item (docs/api.md): type discount_review, worded by the server in the reader's language, opening the quote
// where the owner approves or rejects it. Pure, so the mapping is unit-tested.
import type { DiscountReviewNotification } from '#domain/contract/notifications';
import type { AppNotification } from './notification-model';

export type { DiscountReviewNotification };

export const discountReviewToNotification = (item: DiscountReviewNotification): AppNotification => ({
  id: item.id,
  type: 'discount_review',
  message: item.message,
  timestamp: item.timestamp,
  quoteId: item.quoteId,
});
