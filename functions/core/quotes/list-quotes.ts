// A contractor's quotes, newest first, one page at a time (optionally one status).
import type { QuoteStatus } from '#domain/quote-status';
import { listQuotes as listQuotesPage } from '#functions/store/quotes';

export const listQuotes = (
  contractorId: string,
  options: { status?: QuoteStatus; cursor?: string; limit: number },
) => listQuotesPage(contractorId, options);
