// GET /api/contractors/{id}/quotes: the contractor's quotes newest first, optionally one status, a page
// at a time (the server's cursor leads to the next page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuotePage } from '#domain/contract/quotes';
import type { QuoteStatus } from '#domain/quote-status';
import { apiGet } from '#frontend/lib/api-client';
import { contractorQuotesKey } from '#frontend/lib/query-keys';

export type { QuotePage, QuoteSummary } from '#domain/contract/quotes';
export { contractorQuotesKey };

export const quotePageSize = 25;

export const quotesQueryKey = (contractorId: string, status: QuoteStatus | undefined) =>
  [...contractorQuotesKey(contractorId), { status: status ?? null }] as const;

export const getQuotes = (
  contractorId: string,
  options: { status?: QuoteStatus | undefined; cursor?: string | null; signal?: AbortSignal },
): Promise<QuotePage> => {
  const queryParams: Record<string, string> = { limit: String(quotePageSize) };
  if (options.status) queryParams.status = options.status;
  if (options.cursor) queryParams.cursor = options.cursor;
  return apiGet<QuotePage>(`/api/contractors/${encodeURIComponent(contractorId)}/quotes`, {
    queryParams,
    ...(options.signal ? { signal: options.signal } : {}),
  });
};

export const quotesQueryOptions = (contractorId: string, status: QuoteStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: quotesQueryKey(contractorId, status),
    queryFn: ({ pageParam, signal }) => getQuotes(contractorId, { status, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });

export const useQuotes = (contractorId: string, status: QuoteStatus | undefined) =>
  useInfiniteQuery(quotesQueryOptions(contractorId, status));
