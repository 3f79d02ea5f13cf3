// What the dashboard reads from GET /api/dashboard, section by section: today's and tomorrow's schedule,
// payments overdue and due soon, this month against last, quotes waiting for an answer and new leads. On a
// phone they stack in that order (what needs doing first); wider, two columns.
import { useSuspenseQuery } from '@tanstack/react-query';
import { LastUpdatedNote } from '#frontend/components/ui/last-updated-note';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { MonthFigures } from './month-figures';
import { OwedPayments } from './owed-payments';
import { NewLeads, WaitingQuotes } from './quote-lists';
import { ScheduleSection } from './schedule-section';

export const DashboardSections = () => {
  const { data: dashboard, dataUpdatedAt } = useSuspenseQuery(dashboardQueryOptions());
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="dashboard-sections" data-scope={dashboard.scope}>
      <LastUpdatedNote updatedAt={dataUpdatedAt} className="lg:col-span-2" />
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
