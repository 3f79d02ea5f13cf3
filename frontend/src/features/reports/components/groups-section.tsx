// The period's figures per team member, lead source or material (biggest revenue first, as the API orders
// them): quotes sent, close rate, revenue won, collected and the average deal, and for people how fast
// they first answered a lead.

import type { ReportGrouping } from '#domain/contract/reports';
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatCount, formatMoney, formatRate, formatResponseTime } from '#frontend/lib/report-figures';
import type { ReportSummary } from '../api/get-report-summary';
import { groupingLabel, groupName, groupTitle } from '../report-labels';
import { FiguresTable } from './figures-table';

export const GroupsSection = ({
  groups,
  groupBy,
}: {
  groups: ReportSummary['groups'];
  groupBy: ReportGrouping;
}) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const title = t(groupTitle[groupBy]);
  const byPerson = groupBy === 'person';
  return (
    <SectionCard title={title} testId="report-groups">
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="report-groups-none">
          {t('reports.groups.none')}
        </p>
      ) : (
        <FiguresTable
          caption={title}
          columns={[
            { label: t(groupingLabel[groupBy]) },
            { label: t('report.figure.quotesSent'), numeric: true },
            { label: t('report.figure.closeRate'), numeric: true },
            { label: t('report.figure.won'), numeric: true },
            { label: t('report.figure.collected'), numeric: true },
            { label: t('report.figure.averageDeal'), numeric: true },
            ...(byPerson ? [{ label: t('report.figure.firstResponse'), numeric: true }] : []),
          ]}
          rows={groups.map(({ key, label, figures }) => ({
            key,
            testId: 'report-group',
            cells: [
              groupName({ key, label }, groupBy, t),
              formatCount(figures.quotesSent, locale),
              formatRate(figures.closeRate, locale),
              formatMoney(figures.wonCents),
              formatMoney(figures.collectedCents),
              formatMoney(figures.averageDealCents),
              ...(byPerson ? [formatResponseTime(figures.averageFirstResponseMinutes, t, locale)] : []),
            ],
          }))}
          testId="report-groups-table"
        />
      )}
    </SectionCard>
  );
};
