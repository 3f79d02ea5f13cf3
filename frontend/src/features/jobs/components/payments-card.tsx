// The payments recorded on the job, newest first: date, method (and check number), amount, the milestone
// it paid towards and who recorded it.

import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { Job } from '../api/get-job';
import { formatJobDate } from '../job-dates';

export const PaymentsCard = ({ job }: { job: Job }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const milestoneName = new Map(job.milestones.map((milestone) => [milestone.id, milestone.name]));
  const payments = [...job.payments].sort(
    (a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.recordedAt.localeCompare(a.recordedAt),
  );
  return (
    <SectionCard title={t('jobs.payments.title')} testId="job-payments">
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('jobs.payments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex items-start justify-between gap-3 py-3"
              data-testid="payment-row"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {milestoneName.get(payment.milestoneId) ?? t('jobs.payments.unknownMilestone')}
                </p>
                <p className="text-slate-600">
                  {formatJobDate(payment.paymentDate, locale)} ·{' '}
                  {payment.checkNumber
                    ? t('jobs.payments.checkNumber', { number: payment.checkNumber })
                    : t(`paymentMethod.${payment.paymentMethod}`)}
                </p>
                {payment.recordedBy ? (
                  <p className="text-xs text-slate-500">
                    {t('jobs.payments.recordedBy', { name: payment.recordedBy })}
                  </p>
                ) : null}
                {payment.notes ? <p className="text-xs break-words text-slate-500">{payment.notes}</p> : null}
              </div>
              <p
                className="shrink-0 font-semibold text-slate-900 tabular-nums"
                data-testid="payment-row-amount"
              >
                {formatDollars(payment.amount)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
