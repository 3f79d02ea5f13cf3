// GET /api/reports/summary?from&to&groupBy (owners): a period's figures, funnel, revenue over time, groups and
// receivables aging (docs/api.md "Dashboard and reports"), and the addresses of the period's CSV exports
// (GET /api/reports/export?kind&from&to), which are plain links: a GET carries the session cookie, and the
// server answers a file to download, its headers in the `lang` it is asked for.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportExportQuery, ReportGrouping, ReportSummary } from '#domain/contract/reports';
import type { Lang } from '#frontend/i18n/language';
import { reportsQueryKey } from '#frontend/lib/report-keys';
import type { Period } from '../report-period';

export type { ReportSummary };

export type ReportExportKind = ReportExportQuery['kind'];

export const reportSummaryQueryKey = (period: Period, groupBy: ReportGrouping) =>
  [...reportsQueryKey, 'summary', { from: period.from, to: period.to, groupBy }] as const;

export const reportSummaryQueryOptions = (period: Period, groupBy: ReportGrouping) =>
  queryOptions<ReportSummary>({
    queryKey: reportSummaryQueryKey(period, groupBy),
    // Another period or grouping keeps the last report on screen (marked as updating) until its own arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const exportKinds: readonly ReportExportKind[] = ['quotes', 'jobs', 'payments', 'people'];

/** The address of a period's CSV export, its column headers in the page's language. */
export const exportHref = (kind: ReportExportKind, period: Period, lang: Lang): string => {
  const query = new URLSearchParams({ kind, from: period.from, to: period.to });
  if (lang !== 'en') query.set('lang', lang);
  return `${reportsQueryKey[0]}/export?${query}`;
};
