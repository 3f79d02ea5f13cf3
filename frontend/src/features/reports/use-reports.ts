// The reports page's state: the period and grouping from the URL (report-search.ts), the period's days on the
// contractor's calendar (their time zone, from the current user), whether the server would take it, and the
// summary of that period. A period the server would refuse is not asked for: its field says why.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReportGrouping } from '#domain/contract/reports';
import { useCurrentUser } from '#frontend/lib/current-user';
import { reportSummaryQueryOptions } from './api/get-report-summary';
import { contractorToday, periodOfSearch, periodProblem } from './report-period';
import type { PeriodPreset } from './report-search';

const reportsRoute = getRouteApi('/_authenticated/reports');

export const useReports = () => {
  const search = reportsRoute.useSearch();
  const navigate = reportsRoute.useNavigate();
  const timeZone = useCurrentUser().data?.contractor.timezone;
  const today = contractorToday(timeZone);
  const preset = search.period ?? 'thisMonth';
  const period = periodOfSearch(search, today);
  const problem = periodProblem(period);
  const groupBy = search.groupBy ?? 'person';
  const summary = useQuery({ ...reportSummaryQueryOptions(period, groupBy), enabled: problem === null });

  /** A preset replaces the days; "Custom" starts from the days the page shows. */
  const setPreset = (next: PeriodPreset) =>
    void navigate({
      search: (previous) =>
        next === 'custom'
          ? { ...previous, period: 'custom', from: period.from, to: period.to }
          : { ...previous, period: next === 'thisMonth' ? undefined : next, from: undefined, to: undefined },
    });

  const setDay = (which: 'from' | 'to', value: string) =>
    void navigate({
      search: (previous) => ({
        ...previous,
        period: 'custom',
        from: period.from,
        to: period.to,
        [which]: value || undefined,
      }),
      replace: true,
    });

  const setGroupBy = (next: ReportGrouping) =>
    void navigate({ search: (previous) => ({ ...previous, groupBy: next === 'person' ? undefined : next }) });

  return {
    preset,
    period,
    problem,
    groupBy,
    summary,
    /** The zone the days are in: the report's own once it arrived, else the contractor's. */
    timeZone: summary.data?.timeZone ?? timeZone,
    setPreset,
    setDay,
    setGroupBy,
  };
};

export type ReportsState = ReturnType<typeof useReports>;
