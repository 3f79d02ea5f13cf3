// Money owed past its due date now, by days overdue (0–30, 31–60, 61–90, over 90): each group's total and
// count in a table, then the payments behind each group in a list that opens (customer, job — linking to
// it — milestone, due date, days overdue and what is owed). It is "now", whatever the period.
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { OwedPayment } from '#domain/contract/reports';
import { displayJobNumber } from '#domain/job-number';
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatCount, formatMoney } from '#frontend/lib/report-figures';
import { formatVisitDate } from '#frontend/lib/visit-times';
import type { ReportSummary } from '../api/get-report-summary';
import { agingBucketLabel } from '../report-labels';
import { FiguresTable } from './figures-table';

type Bucket = ReportSummary['aging'][number];

const PaymentsOfBucket = ({ bucket }: { bucket: Bucket }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  return (
    <FiguresTable
      caption={t(agingBucketLabel[bucket.bucket])}
      columns={[
        { label: t('createJob.customer') },
        { label: t('jobs.page.title') },
        { label: t('jobs.payment.milestone') },
        { label: t('jobs.schedule.dueDate') },
        { label: t('reports.aging.bucket'), numeric: true },
        { label: t('reports.aging.owed'), numeric: true },
      ]}
      rows={bucket.payments.map((payment: OwedPayment) => ({
        key: payment.milestoneId,
        testId: 'report-aging-payment',
        cells: [
          payment.customerName || t('customer.unknown'),
          <Link
            key="job"
            to="/jobs/$id"
            params={{ id: payment.jobId }}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {t('dashboard.payment.job', { number: displayJobNumber(payment.jobNumber) })}
          </Link>,
          payment.milestoneName,
          formatVisitDate(payment.dueDate, locale),
          formatCount(payment.daysOverdue, locale),
          formatMoney(payment.owedCents),
        ],
      }))}
    />
  );
};

const paymentCount = (count: number, say: ReturnType<typeof useT>, locale: string) =>
  count === 1
    ? say('reports.aging.onePayment')
    : say('reports.aging.paymentCount', { count: formatCount(count, locale) });

export const AgingSection = ({ aging }: { aging: ReportSummary['aging'] }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const title = t('reports.aging.title');
  const late = aging.filter((bucket) => bucket.payments.length > 0);
  return (
    <SectionCard title={title} description={t('reports.aging.description')} testId="report-aging">
      <div className="space-y-4">
        <FiguresTable
          caption={title}
          columns={[
            { label: t('reports.aging.bucket') },
            { label: t('jobs.payments.title'), numeric: true },
            { label: t('reports.aging.owed'), numeric: true },
          ]}
          rows={aging.map((bucket) => ({
            key: bucket.bucket,
            testId: `report-aging-${bucket.bucket}`,
            cells: [
              t(agingBucketLabel[bucket.bucket]),
              formatCount(bucket.payments.length, locale),
              formatMoney(bucket.owedCents),
            ],
          }))}
          testId="report-aging-table"
        />
        {late.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="report-aging-none">
            {t('reports.aging.none')}
          </p>
        ) : (
          late.map((bucket) => (
            <details
              key={bucket.bucket}
              className="group rounded-lg border border-slate-200"
              data-testid="report-aging-bucket"
            >
              <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-open:rotate-90"
                />
                <span>{t(agingBucketLabel[bucket.bucket])}</span>
                <span className="text-slate-600">{paymentCount(bucket.payments.length, t, locale)}</span>
                <span className="ml-auto tabular-nums">{formatMoney(bucket.owedCents)}</span>
              </summary>
              <div className="px-3 pb-3">
                <PaymentsOfBucket bucket={bucket} />
              </div>
            </details>
          ))
        )}
      </div>
    </SectionCard>
  );
};
