// The period's headline figures: quotes sent, close rate, revenue won, collected, the average deal, the days
// from sending to approval and from approval to the deposit, and how fast leads got a first answer. "—"
// where there was nothing to average.
import { SectionCard } from '#frontend/components/ui/section-card';
import type { TranslationKey } from '#frontend/i18n/language';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import {
  formatCount,
  formatDays,
  formatMoney,
  formatRate,
  formatResponseTime,
} from '#frontend/lib/report-figures';
import type { ReportSummary } from '../api/get-report-summary';

export const HeadlineFigures = ({ totals }: { totals: ReportSummary['totals'] }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const figures: ReadonlyArray<[id: string, label: TranslationKey, value: string]> = [
    ['won', 'report.figure.won', formatMoney(totals.wonCents)],
    ['collected', 'report.figure.collected', formatMoney(totals.collectedCents)],
    ['closeRate', 'report.figure.closeRate', formatRate(totals.closeRate, locale)],
    ['averageDeal', 'report.figure.averageDeal', formatMoney(totals.averageDealCents)],
    ['quotesSent', 'report.figure.quotesSent', formatCount(totals.quotesSent, locale)],
    ['daysToApprove', 'report.figure.daysToApprove', formatDays(totals.averageDaysToApprove, t, locale)],
    ['daysToDeposit', 'report.figure.daysToDeposit', formatDays(totals.averageDaysToDeposit, t, locale)],
    [
      'firstResponse',
      'report.figure.firstResponse',
      formatResponseTime(totals.averageFirstResponseMinutes, t, locale),
    ],
  ];
  return (
    <SectionCard title={t('reports.headline.title')} testId="report-headline">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([id, label, value]) => (
          <div key={id} className="rounded-xl bg-slate-50 px-3 py-3" data-testid={`report-figure-${id}`}>
            <dt className="text-xs font-medium text-slate-600">{t(label)}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums sm:text-xl">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
};
