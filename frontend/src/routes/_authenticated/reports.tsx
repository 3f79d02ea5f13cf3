// /reports — owners' reports of a period (features/reports). The period (`?period=lastMonth`, or
// `?period=custom&from=…&to=…`) and the grouping (`?groupBy=source`) live in the URL. The page reads its
// report itself and shows its own loading and failure (it keeps the last report on screen while another
// period loads); anything else that fails shows the signed-in layout's RouteError. Its charts' library
// loads with this route only.
import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '#frontend/features/reports/components/reports-page';
import { validateReportSearch } from '#frontend/features/reports/report-search';

export const Route = createFileRoute('/_authenticated/reports')({
  staticData: { access: 'owner' },
  validateSearch: validateReportSearch,
  component: ReportsPage,
});
