// GET /api/public/stats: live counts and the admin-set figures for the marketing pages. Nothing here is
// invented: a figure that is missing or empty is simply not shown.
import { useQuery } from '@tanstack/react-query';
import type { PublicStats } from '#domain/contract/system';
import { pathQueryOptions } from './api-client';

export type { PublicStats };

export const publicStatsQueryKey = ['/api/public/stats'] as const;

export const publicStatsQueryOptions = () => pathQueryOptions<PublicStats>(publicStatsQueryKey);

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
