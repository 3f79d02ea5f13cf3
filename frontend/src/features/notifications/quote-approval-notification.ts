// A quote approval from GET /api/quote-approval-notifications as a bell item (docs/api.md): type
// quote_approved, opening the quote. Pure, so the mapping is unit-tested.
import type { QuoteApprovalNotification } from '#domain/contract/notifications';
import type { AppNotification } from './notification-model';

/** One item of the feed's `notifications` array. */
export type { QuoteApprovalNotification };

export const quoteApprovalToNotification = (item: QuoteApprovalNotification): AppNotification => ({
  id: item.id,
  type: 'quote_approved',
  message: item.message,
  timestamp: item.timestamp,
  quoteId: item.quoteId,
  ...(item.customerName ? { customerName: item.customerName } : {}),
});
