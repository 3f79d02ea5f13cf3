// The quote.created and quote.viewed events (domain/events.ts), written in the transaction that makes the
// quote or records its first view and published after it: the rollups count quotes, leads and views from
// them. Their ids name the quote, so a retried delivery is the same event.
import type { QuoteItem } from '#functions/store/quotes';
import { pendingEventItem } from '../events/pending-events';

type QuoteFacts = Pick<QuoteItem, 'contractorId' | 'quoteId' | 'assignedTo' | 'source' | 'fenceType'>;

const factsOf = (quote: QuoteFacts, at: string) => ({
  contractorId: quote.contractorId,
  quoteId: quote.quoteId,
  at,
  ...(quote.assignedTo ? { assignedTo: quote.assignedTo } : {}),
  source: quote.source,
  material: quote.fenceType,
});

export const quoteCreatedEvent = (
  quote: QuoteFacts & Pick<QuoteItem, 'totalCostCents'>,
  at = new Date().toISOString(),
) =>
  pendingEventItem({
    detailType: 'quote.created',
    detail: {
      eventId: `quote.created-${quote.quoteId}`,
      ...factsOf(quote, at),
      totalCents: quote.totalCostCents,
    },
  });

export const quoteViewedEvent = (quote: QuoteFacts, at: string) =>
  pendingEventItem({
    detailType: 'quote.viewed',
    detail: { eventId: `quote.viewed-${quote.quoteId}`, ...factsOf(quote, at) },
  });
