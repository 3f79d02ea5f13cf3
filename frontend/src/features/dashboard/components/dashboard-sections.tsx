// What the dashboard reads from GET /api/dashboard, section by section: today's and tomorrow's schedule,
// payments overdue and due soon, this month against last, quotes waiting for an answer and new leads. On a
// phone they stack in that order (what needs doing first); wider, two columns.
import { useSuspenseQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { MonthFigures } from './month-figures';
import { OwedPayments } from './owed-payments';
import { NewLeads, WaitingQuotes } from './quote-lists';
import { ScheduleSection } from './schedule-section';

export const DashboardSections = () => {
  const { data: dashboard } = useSuspenseQuery(dashboardQueryOptions());
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="dashboard-sections" data-scope={dashboard.scope}>
      <ScheduleSection today={dashboard.today} schedule={dashboard.schedule} />
      <OwedPayments payments={dashboard.payments} />
      <div className="lg:col-span-2">
        <MonthFigures dashboard={dashboard} />
      </div>
      <WaitingQuotes quotes={dashboard.quotesWaiting} />
      <NewLeads leads={dashboard.newLeads} />
    </div>
  );
};
