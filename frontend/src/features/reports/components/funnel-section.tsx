// From quote to payment: how many quotes were sent, viewed, approved, became jobs and were paid in full in
// the period, each with its share of the step before — a bar chart and the same figures as a table.
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatCount, formatRate } from '#frontend/lib/report-figures';
import type { ReportSummary } from '../api/get-report-summary';
import { funnelStepLabel } from '../report-labels';
import { ChartFrame, LazyFunnelChart } from './chart-frame';
import { FiguresTable } from './figures-table';

export const FunnelSection = ({ funnel }: { funnel: ReportSummary['funnel'] }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const title = t('reports.funnel.title');
  const steps = funnel.map((step) => ({ ...step, label: t(funnelStepLabel[step.step]) }));
  return (
    <SectionCard title={title} description={t('reports.funnel.description')} testId="report-funnel">
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <ChartFrame label={t('reports.chart.label', { title })} testId="report-funnel-chart">
          <LazyFunnelChart bars={steps.map(({ label, count }) => ({ label, count }))} />
        </ChartFrame>
        <FiguresTable
          caption={title}
          columns={[
            { label: t('reports.funnel.step') },
            { label: t('reports.funnel.count'), numeric: true },
            { label: t('reports.funnel.rate'), numeric: true },
          ]}
          rows={steps.map((step) => ({
            key: step.step,
            testId: `report-funnel-${step.step}`,
            cells: [step.label, formatCount(step.count, locale), formatRate(step.rate, locale)],
          }))}
          testId="report-funnel-table"
        />
      </div>
    </SectionCard>
  );
};
