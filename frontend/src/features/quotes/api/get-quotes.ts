// GET /api/contractors/{id}/quotes: the contractor's quotes newest first, optionally one status, one source
// (homeowners' leads) and/or one seller (`assignedTo`, a user id: "My quotes"), a page at a time (the
// server's cursor leads to the next page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuotePage } from '#domain/contract/quotes';
import type { QuoteStatus } from '#domain/quote-status';
import type { QuoteSource } from '#domain/vocabularies';
import { apiGet } from '#frontend/lib/api-client';
import { contractorQuotesKey } from '#frontend/lib/query-keys';

export type { QuotePage, QuoteSummary } from '#domain/contract/quotes';
export { contractorQuotesKey };

export const quotePageSize = 25;

/** Which quotes the list shows. */
export interface QuoteListFilter {
  status?: QuoteStatus | undefined;
  source?: QuoteSource | undefined;
  /** One seller's quotes: a user id. */
  assignedTo?: string | undefined;
}

export const quotesQueryKey = (contractorId: string, { status, source, assignedTo }: QuoteListFilter) =>
  [
    ...contractorQuotesKey(contractorId),
    { status: status ?? null, source: source ?? null, assignedTo: assignedTo ?? null },
  ] as const;

export const getQuotes = (
  contractorId: string,
  options: QuoteListFilter & { cursor?: string | null; signal?: AbortSignal },
): Promise<QuotePage> => {
  const queryParams: Record<string, string> = { limit: String(quotePageSize) };
  if (options.status) queryParams.status = options.status;
  if (options.source) queryParams.source = options.source;
  if (options.assignedTo) queryParams.assignedTo = options.assignedTo;
  if (options.cursor) queryParams.cursor = options.cursor;
  return apiGet<QuotePage>(`/api/contractors/${encodeURIComponent(contractorId)}/quotes`, {
    queryParams,
    ...(options.signal ? { signal: options.signal } : {}),
  });
};

export const quotesQueryOptions = (contractorId: string, filter: QuoteListFilter) =>
  infiniteQueryOptions({
    queryKey: quotesQueryKey(contractorId, filter),
    queryFn: ({ pageParam, signal }) => getQuotes(contractorId, { ...filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });

export const useQuotes = (contractorId: string, filter: QuoteListFilter) =>
  useInfiniteQuery(quotesQueryOptions(contractorId, filter));
