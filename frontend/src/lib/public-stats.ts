// GET /api/public/stats: live counts and the admin-set figures for the marketing pages. Nothing here is
// invented: a figure that is missing or empty is simply not shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '#domain/contract/system';
import { apiGet } from './api-client';

export type { PublicStats };

export const publicStatsQueryKey = ['/api/public/stats'] as const;

export const getPublicStats = ({ signal }: { signal?: AbortSignal } = {}): Promise<PublicStats> =>
  apiGet<PublicStats>('/api/public/stats', signal ? { signal } : {});

export const publicStatsQueryOptions = () =>
  queryOptions({ queryKey: publicStatsQueryKey, queryFn: ({ signal }) => getPublicStats({ signal }) });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
