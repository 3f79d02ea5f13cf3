// /reports (owners): a period on the contractor's calendar and a grouping (both in the URL), the period's
// CSV exports, then its headline figures, the funnel from quote to payment, revenue over time, the figures
// per group and the money owed late now. Charts are Recharts, loaded only here and after the tables
// (chart-frame.tsx); each has a table with the same numbers. Another period keeps the last report on screen,
// marked as updating, until its own arrives.
import { Clock } from 'lucide-react';
import type { ReportGrouping } from '#domain/contract/reports';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import type { ReportSummary } from '../api/get-report-summary';
import { isQuietPeriod, periodLabel } from '../report-labels';
import { type ReportsState, useReports } from '../use-reports';
import { AgingSection } from './aging-section';
import { ExportLinks } from './export-links';
import { FunnelSection } from './funnel-section';
import { GroupsSection } from './groups-section';
import { HeadlineFigures } from './headline-figures';
import { ReportControls } from './report-controls';
import { RevenueSection } from './revenue-section';

const ReportSections = ({ report, groupBy }: { report: ReportSummary; groupBy: ReportGrouping }) => {
  const t = useT();
  const quiet = isQuietPeriod(report.totals);
  return (
    <div className="space-y-4" data-testid="report-sections">
      {quiet ? (
        <p
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700"
          data-testid="report-empty"
        >
          {t('reports.empty')}
        </p>
      ) : (
        <>
          <HeadlineFigures totals={report.totals} />
          <FunnelSection funnel={report.funnel} />
          <RevenueSection series={report.series} />
          <GroupsSection groups={report.groups} groupBy={groupBy} />
        </>
      )}
      <AgingSection aging={report.aging} />
    </div>
  );
};

const ReportBody = ({ summary }: Pick<ReportsState, 'summary'>) => {
  const t = useT();
  if (summary.isPending) {
    return <LoadingStatus className="py-6 text-sm">{t('reports.loading')}</LoadingStatus>;
  }
  if (summary.isError && !summary.data) {
    return (
      <RegionLoadFailed
        title={t('reports.loadFailed')}
        error={summary.error}
        retry={() => void summary.refetch()}
        testId="report-load-error"
      />
    );
  }
  // The report of the period shown; while another period loads, the last one (its own groups) stays.
  const report = summary.data;
  return report ? <ReportSections report={report} groupBy={report.groupBy} /> : null;
};

export const ReportsPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('reports.title')));
  const reports = useReports();
  const updating = reports.summary.isPlaceholderData && reports.summary.isFetching;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8" data-testid="reports-page">
      <header>
        <PageHeading title={t('reports.title')} subtitle={t('reports.subtitle')} />
      </header>
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <ReportControls {...reports} />
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900" data-testid="report-period-label">
            {periodLabel(reports.period, localeOf(t.lang))}
          </span>
          {reports.timeZone ? (
            <span className="inline-flex items-center gap-1 text-slate-500">
              <Clock aria-hidden="true" className="size-3.5" />
              {t('reports.timeZone', { zone: reports.timeZone })}
            </span>
          ) : null}
          {updating ? <LoadingStatus className="text-xs">{t('reports.updating')}</LoadingStatus> : null}
        </p>
        <ExportLinks period={reports.period} />
      </div>
      {reports.problem ? null : <ReportBody summary={reports.summary} />}
    </div>
  );
};
