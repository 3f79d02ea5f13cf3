// GET /api/adjustment-types: the ready-made adjustments the quote builder offers (the active adjustment types
// the administrators keep, by label). Not essential: when they cannot be read (offline, a failure) the builder
// simply offers none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdjustmentType } from '#domain/contract/contractors';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { AdjustmentType };

export const adjustmentTypesQueryKey = ['/api/adjustment-types'] as const;

export const adjustmentTypesQueryOptions = () =>
  queryOptions({
    queryKey: adjustmentTypesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<'GET /api/adjustment-types'>>('/api/adjustment-types', { signal })).types,
    // A failure hides the picker; asking again would only delay that.
    retry: false,
  });

/** The types to offer: none while loading, offline or after a failure. */
export const useOfferedAdjustmentTypes = (): readonly AdjustmentType[] =>
  useQuery(adjustmentTypesQueryOptions()).data ?? [];
