// GET /api/quotes/{id}: one of the contractor's saved quotes with its request, estimate and diagram.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '#domain/contract/quotes';
import { apiGet } from '#frontend/lib/api-client';
import { quoteQueryKey } from '#frontend/lib/query-keys';

export type { Quote };
export { quoteQueryKey };

export const getQuote = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Quote> =>
  apiGet<Quote>(`/api/quotes/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteQueryKey(id), queryFn: ({ signal }) => getQuote(id, { signal }) });

export const useQuote = (id: string) => useQuery(quoteQueryOptions(id));
