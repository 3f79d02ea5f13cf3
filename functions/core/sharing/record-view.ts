// The customer's first look at a quote sets its `viewedAt` and logs a `quote_viewed` event, once: the
// condition makes a second (or simultaneous) view a no-op. The contractor previewing their own quote does
// not count as the customer viewing it.

import { store } from '#functions/store/service';
import { newActivityEvent } from '../activity/new-activity-event';
import type { QuoteItem } from '../quotes/present-quote';

export const recordFirstView = async (quote: QuoteItem): Promise<QuoteItem> => {
  if (quote.viewedAt) return quote;
  const { contractorId, quoteId } = quote;
  const event = newActivityEvent({ contractorId, quoteId, eventType: 'quote_viewed', eventData: {} });
  const { canceled } = await store.transaction
    .write(({ quote: quotes, activityEvent }) => [
      quotes
        .patch({ contractorId, quoteId })
        .set({ viewedAt: event.at })
        .where(({ viewedAt }, { notExists }) => notExists(viewedAt))
        .commit(),
      activityEvent.create(event).commit(),
    ])
    .go();
  return canceled ? quote : { ...quote, viewedAt: event.at };
};
