// GET /api/admin/leads: the leads no contractor could take (a ZIP nobody serves, or everyone full), newest
// first. The writes: ./leads.ts. Apart from them because the route's loader (in the app's entry) needs only
// the read.
import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '#domain/contract/index';
import type { Quote } from '#domain/contract/quotes';
import { apiGet } from '#frontend/lib/api-client';

export type Lead = Quote;

export const unroutedLeadsKey = ['/api/admin/leads'] as const;

export const unroutedLeadsQueryOptions = () =>
  queryOptions({
    queryKey: unroutedLeadsKey,
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<'GET /api/admin/leads'>>('/api/admin/leads', { signal })).leads,
  });
