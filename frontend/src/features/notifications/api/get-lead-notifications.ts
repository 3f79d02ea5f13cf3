// GET /api/lead-notifications (signed in): new homeowner leads newest first (docs/api.md), read by the bell
// every 5 minutes as its new_lead source; an item opens the lead's quote.
import type { LeadNotification } from '#domain/contract/notifications';
import type { AppNotification } from '../notification-model';
import { feedSource } from './feed-source';

export const leadToNotification = (item: LeadNotification): AppNotification => ({
  id: item.id,
  type: 'new_lead',
  message: item.message,
  timestamp: item.timestamp,
  quoteId: item.quoteId,
  amount: item.amount,
  ...(item.customerName ? { customerName: item.customerName } : {}),
});

export const leadSource = feedSource({
  path: '/api/lead-notifications',
  itemsOf: ({ notifications }) => notifications,
  toNotification: leadToNotification,
});
