// GET /api/admin/users?q=: people found by the start of their email (the writes: ./users.ts). Apart from them
// because the route's loader (in the app's entry) needs only the read.
import { queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { AdminUser };

export const adminUsersKey = ['/api/admin/users'] as const;

export const adminUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, { q }] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<'GET /api/admin/users'>>('/api/admin/users', {
          queryParams: q ? { q } : {},
          signal,
        })
      ).users,
  });
