// quote.approved → the contractor's quote-approval notification. The notification id is derived from
// the quote, so a redelivered event (or a republished one) leaves exactly one notification.

import { isConditionalFailure } from '../../functions/store/conditional-failure';
import { store } from '../../functions/store/service';
import type { QuoteApproved } from '../domain-events';

export const notifyQuoteApproved = async (event: QuoteApproved): Promise<void> => {
  try {
    await store.entities.notification
      .create({
        contractorId: event.contractorId,
        notificationId: `quote_approved-${event.quoteId}`,
        type: 'quote_approved',
        feed: 'quote_approvals',
        timestamp: event.approvedAt,
        quoteId: event.quoteId,
        quoteNumber: event.quoteNumber,
        customerName: event.customerName || event.approvedBy,
        amountCents: event.totalCents,
      })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
};
