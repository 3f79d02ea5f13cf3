// The quote.moved event of a status move (domain/events.ts), written with the move in its transaction and
// published after it: the rollups count sends, losses, declines and recorded approvals from it. Its id names
// the quote and the version the move makes, so a retried delivery is the same event.
import type { QuoteStatus } from '#domain/quote-status';
import type { QuoteItem } from '#functions/store/quotes';
import { pendingEventItem } from '../events/pending-events';

export const quoteMovedEvent = (
  quote: Pick<
    QuoteItem,
    | 'contractorId'
    | 'quoteId'
    | 'version'
    | 'status'
    | 'assignedTo'
    | 'source'
    | 'createdAt'
    | 'totalCostCents'
    | 'sentAt'
    | 'fenceType'
  >,
  to: QuoteStatus,
  at: string,
  by: 'contractor' | 'customer',
) =>
  pendingEventItem({
    detailType: 'quote.moved',
    detail: {
      eventId: `quote.moved-${quote.quoteId}-${quote.version + 1}`,
      contractorId: quote.contractorId,
      quoteId: quote.quoteId,
      from: quote.status,
      to,
      at,
      by,
      ...(quote.assignedTo ? { assignedTo: quote.assignedTo } : {}),
      source: quote.source,
      createdAt: quote.createdAt,
      totalCents: quote.totalCostCents,
      ...(quote.sentAt ? { sentAt: quote.sentAt } : {}),
      material: quote.fenceType,
    },
  });
