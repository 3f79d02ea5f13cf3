// One job in the list: number, name, customer, status, date and where its money stands (a crew member's
// rows carry no money). A card on a phone, a single row from small tablets up.
import { Link } from '@tanstack/react-router';
import { displayJobNumber } from '#domain/job-number';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { AnyJobSummary } from '../api/get-jobs';
import { formatJobDate } from '../job-dates';
import { JobStatusBadge } from './job-status-badge';

const Amount = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => (
  <div className="min-w-0 sm:text-right">
    <p className="text-xs text-slate-500">{label}</p>
    <p className={`tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
      {formatDollars(value)}
    </p>
  </div>
);

export const JobRow = ({ job }: { job: AnyJobSummary }) => {
  const t = useT();
  const date = formatJobDate(job.scheduledDate, localeOf(t.lang));
  return (
    <li>
      <Link
        to="/jobs/$id"
        params={{ id: job.id }}
        className="grid gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-center"
        data-testid="job-row"
      >
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900 tabular-nums" data-testid="job-number">
              #{displayJobNumber(job.jobNumber)}
            </span>
            <span className="min-w-0 truncate font-medium text-slate-900">{job.name}</span>
            <JobStatusBadge status={job.status} />
          </p>
          <p className="truncate text-sm text-slate-700">{job.customerName || t('customer.unknown')}</p>
          <p className="text-xs text-slate-500">{date || t('jobs.notScheduled')}</p>
        </div>
        {job.view === 'office' ? (
          <div className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:bg-transparent sm:p-0">
            <Amount label={t('quote.total')} value={job.totalAmount} />
            <Amount label={t('jobs.money.paid')} value={job.paidAmount} />
            <Amount label={t('jobs.money.balance')} value={job.balanceDue} strong />
          </div>
        ) : null}
      </Link>
    </li>
  );
};
