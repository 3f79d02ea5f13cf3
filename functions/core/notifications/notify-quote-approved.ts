// quote.approved → the contractor's quote-approval notification, one per quote.
import type { QuoteApproved } from '#domain/events';
import { createNotificationOnce } from '#functions/store/notifications';

export const notifyQuoteApproved = async (event: QuoteApproved): Promise<void> => {
  await createNotificationOnce({
    contractorId: event.contractorId,
    notificationId: `quote_approved-${event.quoteId}`,
    type: 'quote_approved',
    feed: 'quote_approvals',
    timestamp: event.approvedAt,
    quoteId: event.quoteId,
    quoteNumber: event.quoteNumber,
    customerName: event.customerName || event.approvedBy,
    amountCents: event.totalCents,
  });
};
