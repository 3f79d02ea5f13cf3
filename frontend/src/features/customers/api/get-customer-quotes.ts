// GET /api/homeowners/{id}/quotes: one customer's quotes by its id (never by name), newest first, a page at a
// time.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QuotePage } from '#domain/contract/quotes';
import { apiGet } from '#frontend/lib/api-client';
import { customerQuotesKey } from '#frontend/lib/query-keys';

export const customerQuotesPageSize = 10;

export const customerQuotesQueryOptions = (customerId: string) =>
  infiniteQueryOptions({
    queryKey: customerQuotesKey(customerId),
    queryFn: ({ pageParam, signal }) =>
      apiGet<QuotePage>(`/api/homeowners/${encodeURIComponent(customerId)}/quotes`, {
        queryParams: {
          limit: String(customerQuotesPageSize),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
