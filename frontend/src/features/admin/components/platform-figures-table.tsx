// "Platform figures": the platform's rollups (every contractor's figures added up, and the sign-ups) for its
// whole history — the counts the public pages show — and month by month for the last year, as a table that
// scrolls sideways on phones. It fails on its own: the rest of the admin page stays usable.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReportFigures } from '#domain/contract/reports';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { localeOf, type TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatCount, formatMoney, formatRate } from '#frontend/lib/report-figures';
import { platformFiguresQueryOptions } from '../api/get-platform-figures';

export const PlatformFiguresTable = () => {
  const t = useT();
  return (
    <QueryBoundary
      pending={<LoadingStatus className="py-6 text-sm">{t('common.loading')}</LoadingStatus>}
      failure={({ error }) => <RegionLoadFailed title={t('admin.platformLoadFailed')} error={error} />}
    >
      <PlatformFigures />
    </QueryBoundary>
  );
};

const columns: readonly TranslationKey[] = [
  'schedule.view.month',
  'admin.col.joined',
  'admin.col.quotesMade',
  'report.figure.quotesSent',
  'report.figure.closeRate',
  'report.figure.won',
  'report.figure.collected',
];

const PlatformFigures = () => {
  const t = useT();
  const { data } = useSuspenseQuery(platformFiguresQueryOptions());
  const locale = localeOf(t.lang);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const cells = (joined: number, figures: ReportFigures) => [
    formatCount(joined, locale),
    formatCount(figures.quotesCreated, locale),
    formatCount(figures.quotesSent, locale),
    formatRate(figures.closeRate, locale),
    formatMoney(figures.wonCents),
    formatMoney(figures.collectedCents),
  ];
  const rows = [
    {
      key: 'total',
      label: t('admin.platformTotal'),
      values: cells(data.totals.contractorsJoined, data.totals.figures),
    },
    ...data.months.map((month) => ({
      key: month.month,
      label: monthName.format(new Date(`${month.month}-01T00:00:00Z`)),
      values: cells(month.contractorsJoined, month.figures),
    })),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        data-testid="platform-figures-table"
      >
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((key, index) => (
              <th
                key={key}
                scope="col"
                className={`whitespace-nowrap px-3 py-2${index > 0 ? ' text-right' : ''}`}
              >
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={row.key} className={row.key === 'total' ? 'font-semibold' : undefined}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-slate-800">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={columns[index + 1]}
                  className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-700"
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
