// GET /api/quotes/{id}/activity: the quote's activity log oldest first — every status change with who
// made it and when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteActivity } from '#domain/contract/quotes';
import { apiGet } from '#frontend/lib/api-client';

export type { QuoteActivity };

export const quoteActivityQueryKey = (id: string) => ['/api/quotes', id, 'activity'] as const;

export const getQuoteActivity = (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuoteActivity> =>
  apiGet<QuoteActivity>(`/api/quotes/${encodeURIComponent(id)}/activity`, signal ? { signal } : {});

export const quoteActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quoteActivityQueryKey(id),
    queryFn: ({ signal }) => getQuoteActivity(id, { signal }),
  });

export const useQuoteActivity = (id: string) => useQuery(quoteActivityQueryOptions(id));
