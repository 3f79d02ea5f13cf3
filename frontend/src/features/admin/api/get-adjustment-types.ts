// GET /api/admin/adjustment-types: every adjustment type, offered or not, by label (the writes:
// ./adjustment-types.ts).
import { queryOptions } from '@tanstack/react-query';
import type { AdjustmentType } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { AdjustmentType };

export const adminAdjustmentTypesQueryKey = ['/api/admin/adjustment-types'] as const;

export const adminAdjustmentTypesQueryOptions = () =>
  queryOptions({
    queryKey: adminAdjustmentTypesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<'GET /api/admin/adjustment-types'>>('/api/admin/adjustment-types', { signal }))
        .types,
  });
