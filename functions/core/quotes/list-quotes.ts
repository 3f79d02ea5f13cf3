// A contractor's quotes, newest first, one page at a time (optionally one status).
import type { QuoteStatus } from '#domain/quote-status';
import { store } from '#functions/store/service';

export const listQuotes = async (
  contractorId: string,
  options: { status?: QuoteStatus; cursor?: string; limit: number },
) => {
  const query = options.status
    ? store.entities.quote.query.byStatus({ contractorId, status: options.status })
    : store.entities.quote.query.byCreated({ contractorId });
  const { data, cursor } = await query.go({
    order: 'desc',
    limit: options.limit,
    cursor: options.cursor ?? null,
  });
  return { quotes: data, cursor };
};
