// GET /api/dashboard: today's and tomorrow's schedule, money owed soon or late, quotes waiting, new leads and
// this month against last (docs/api.md "Dashboard and reports"; a rep's own figures). Read again every
// 120 s (SPEC §7) and on each visit after a short while, since what it sums changes all day; recording a
// payment or sending a reminder invalidates it (lib/report-keys.ts).
import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '#domain/contract/reports';
import { dashboardQueryKey } from '#frontend/lib/report-keys';

export type { Dashboard };

export const DASHBOARD_REFRESH_MS = 120_000;

export const dashboardQueryOptions = () =>
  queryOptions<Dashboard>({
    queryKey: dashboardQueryKey,
    refetchInterval: DASHBOARD_REFRESH_MS,
    // Coming back within a few seconds shows what was read; a later visit reads again.
    staleTime: 15_000,
  });
