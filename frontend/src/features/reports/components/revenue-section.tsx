// Revenue won and collected over the period, by day up to 62 days and by month beyond (the API decides): a
// bar chart, and below it the same figures with the quotes sent and approved as a table.
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatCount, formatMoney } from '#frontend/lib/report-figures';
import type { ReportSummary } from '../api/get-report-summary';
import { seriesPointLabel } from '../report-labels';
import { ChartFrame, LazyRevenueChart } from './chart-frame';
import { FiguresTable } from './figures-table';

export const RevenueSection = ({ series }: { series: ReportSummary['series'] }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const title = t('reports.revenue.title');
  const byDay = series.granularity === 'day';
  const points = series.points.map((point) => ({
    ...point,
    label: seriesPointLabel(point.period, series.granularity, locale),
  }));
  return (
    <SectionCard
      title={title}
      description={t(byDay ? 'reports.revenue.byDay' : 'reports.revenue.byMonth')}
      testId="report-revenue"
    >
      <div className="space-y-4">
        <ChartFrame label={t('reports.chart.label', { title })} testId="report-revenue-chart">
          <LazyRevenueChart
            points={points}
            wonName={t('report.figure.won')}
            collectedName={t('report.figure.collected')}
          />
        </ChartFrame>
        <FiguresTable
          caption={title}
          bounded={points.length > 12}
          columns={[
            { label: t(byDay ? 'schedule.view.day' : 'schedule.view.month') },
            { label: t('report.figure.won'), numeric: true },
            { label: t('report.figure.collected'), numeric: true },
            { label: t('report.figure.quotesSent'), numeric: true },
            { label: t('report.figure.quotesApproved'), numeric: true },
          ]}
          rows={points.map((point) => ({
            key: point.period,
            cells: [
              point.label,
              formatMoney(point.wonCents),
              formatMoney(point.collectedCents),
              formatCount(point.quotesSent, locale),
              formatCount(point.quotesApproved, locale),
            ],
          }))}
          testId="report-revenue-table"
        />
      </div>
    </SectionCard>
  );
};
