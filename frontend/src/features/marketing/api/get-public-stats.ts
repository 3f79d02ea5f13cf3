// GET /api/public/stats: live counts and the admin-set figures for the marketing pages. Nothing here is
// invented: a figure that is missing or empty is simply not shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteContent } from '#domain/schemas/site-content';
import { apiGet } from '#frontend/lib/api-client';

export interface PublicStats {
  quotesGenerated: number;
  activeContractors: number;
  siteContent: SiteContent;
}

export const publicStatsQueryKey = ['/api/public/stats'] as const;

export const getPublicStats = ({ signal }: { signal?: AbortSignal } = {}): Promise<PublicStats> =>
  apiGet<PublicStats>('/api/public/stats', signal ? { signal } : {});

export const publicStatsQueryOptions = () =>
  queryOptions({ queryKey: publicStatsQueryKey, queryFn: ({ signal }) => getPublicStats({ signal }) });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
