// The reports page's URL: the period (`?period=lastMonth`, or `?period=custom&from=2026-01-01&to=2026-03-31`)
// and what the groups are (`?groupBy=source`), so a reload or a shared link shows the same report. Plain
// functions: route options load with every page, the public ones included, so nothing here imports zod.
import type { ReportGrouping } from '#domain/contract/reports';
import { day, oneOf } from '#frontend/lib/search-params';

export const periodPresets = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The same list as domain/schemas/reports.ts `reportGroupings`, which loads zod. */
export const groupings: readonly ReportGrouping[] = ['person', 'source', 'material'];

export interface ReportSearch {
  period?: PeriodPreset | undefined;
  /** A custom period's first and last days (YYYY-MM-DD); kept only with `period=custom`. */
  from?: string | undefined;
  to?: string | undefined;
  groupBy?: ReportGrouping | undefined;
}

export const validateReportSearch = (search: Record<string, unknown>): ReportSearch => {
  const { period } = oneOf(search, 'period', periodPresets);
  const custom = period === 'custom';
  return {
    period,
    from: custom ? day(search, 'from').from : undefined,
    to: custom ? day(search, 'to').to : undefined,
    ...oneOf(search, 'groupBy', groupings),
  };
};
