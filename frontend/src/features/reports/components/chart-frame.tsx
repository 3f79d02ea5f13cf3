// Where a chart goes: a fixed-height frame named as a picture of the table beside it, which loads the charts
// module (and Recharts with it) lazily and shows a quiet placeholder meanwhile — the tables are there at once.
import { lazy, type ReactNode, Suspense } from 'react';

const loadCharts = () => import('./report-charts');

export const LazyFunnelChart = lazy(() => loadCharts().then((charts) => ({ default: charts.FunnelChart })));
export const LazyRevenueChart = lazy(() => loadCharts().then((charts) => ({ default: charts.RevenueChart })));

export const ChartFrame = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) => (
  <div role="img" aria-label={label} className="h-64 w-full min-w-0" data-testid={testId}>
    <Suspense fallback={<div className="h-full w-full animate-pulse rounded-lg bg-slate-100" />}>
      {children}
    </Suspense>
  </div>
);
