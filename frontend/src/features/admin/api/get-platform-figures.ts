// GET /api/admin/platform-figures: the platform's rollups — its whole history and the last 12 months.
import { queryOptions } from '@tanstack/react-query';
import type { PlatformFigures } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { PlatformFigures };

export const platformFiguresQueryKey = ['/api/admin/platform-figures'] as const;

export const platformFiguresQueryOptions = () =>
  queryOptions({
    queryKey: platformFiguresQueryKey,
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<'GET /api/admin/platform-figures'>>('/api/admin/platform-figures', { signal }),
  });
