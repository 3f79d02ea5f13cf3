// GET /api/quote-approval-notifications (signed in): the contractor's approved quotes newest first
// (docs/api.md), read by the bell every 5 minutes as its quote_approved source.
import { quoteApprovalToNotification } from '../quote-approval-notification';
import { feedSource } from './feed-source';

export const quoteApprovalSource = feedSource({
  path: '/api/quote-approval-notifications',
  itemsOf: ({ notifications }) => notifications,
  toNotification: quoteApprovalToNotification,
});
