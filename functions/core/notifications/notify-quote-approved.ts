// quote.approved → the contractor's quote-approval notification, one per quote.
import type { QuoteApproved } from '#domain/events';
import { createNotificationOnce } from '#functions/store/notifications';
import { arrivedSealed } from '../crypto/sealed-copy';

export const notifyQuoteApproved = async (event: QuoteApproved): Promise<void> => {
  await createNotificationOnce({
    contractorId: event.contractorId,
    notificationId: `quote_approved-${event.quoteId}`,
    type: 'quote_approved',
    feed: 'quote_approvals',
    timestamp: event.approvedAt,
    quoteId: event.quoteId,
    quoteNumber: event.quoteNumber,
    customerName: arrivedSealed(event.customerName),
    amountCents: event.totalCents,
  });
};
