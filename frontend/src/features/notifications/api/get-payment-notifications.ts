// GET /api/payment-notifications (signed in): the contractor's payment events newest first, at most 50
// (docs/api.md), read by the bell every 5 minutes as its payment source.
import { paymentToNotification } from '../payment-notification';
import { feedSource } from './feed-source';

export const paymentNotificationSource = feedSource({
  path: '/api/payment-notifications',
  itemsOf: ({ notifications }) => notifications,
  toNotification: paymentToNotification,
});
