// GET /api/discount-review-notifications (owners only): reps' discounts beyond the owner's limit still
// waiting for an answer, newest first (docs/api.md), read by an owner's bell every 5 minutes as its
// discount_review source; an item opens the quote, where the owner approves or rejects it.
import { discountReviewToNotification } from '../discount-review-notification';
import { feedSource } from './feed-source';

export const discountReviewSource = feedSource({
  path: '/api/discount-review-notifications',
  access: 'owner',
  itemsOf: ({ notifications }) => notifications,
  toNotification: discountReviewToNotification,
});
