// The customer's first look at a quote sets its `viewedAt`, logs a `quote_viewed` entry and announces
// quote.viewed (for the rollups), once: the
// condition makes a second (or simultaneous) view a no-op. The contractor previewing their own quote does
// not count as the customer viewing it.
import { type QuoteItem, recordFirstView as storeFirstView } from '#functions/store/quotes';
import { newActivityEvent } from '../activity/new-activity-event';
import { publishCommitted } from '../events/pending-events';
import { quoteViewedEvent } from '../quotes/quote-events';

export const recordFirstView = async (quote: QuoteItem): Promise<QuoteItem> => {
  if (quote.viewedAt) return quote;
  const { contractorId, quoteId } = quote;
  const event = newActivityEvent({ contractorId, quoteId, eventType: 'quote_viewed', eventData: {} });
  const viewed = quoteViewedEvent(quote, event.at);
  const recorded = await storeFirstView(contractorId, quoteId, event, viewed);
  if (recorded) await publishCommitted([viewed]);
  return recorded ? { ...quote, viewedAt: event.at } : quote;
};
