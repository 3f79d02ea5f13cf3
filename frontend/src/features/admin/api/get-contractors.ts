// GET /api/admin/contractors?q= (the start of a business name or an owner's email; all, by name, when empty)
// and GET /api/admin/contractors/{id} (its team and activity). The writes: ./contractors.ts. Apart from them
// because the route's loader (in the app's entry) needs only the reads.
import { queryOptions } from '@tanstack/react-query';
import type { AdminContractor, AdminContractorDetail } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { AdminContractor, AdminContractorDetail };

/** Every read of businesses (the lists and each business) starts with this key. */
export const adminContractorsKey = ['/api/admin/contractors'] as const;

export const contractorPath = (id: string) => `/api/admin/contractors/${encodeURIComponent(id)}`;

export const adminContractorsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminContractorsKey, { q }] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<'GET /api/admin/contractors'>>('/api/admin/contractors', {
          queryParams: q ? { q } : {},
          signal,
        })
      ).contractors,
  });

export const adminContractorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminContractorsKey, id] as const,
    queryFn: ({ signal }) => apiGet<AdminContractorDetail>(contractorPath(id), { signal }),
  });
