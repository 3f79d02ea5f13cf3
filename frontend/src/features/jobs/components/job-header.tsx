// The top of the job page: number, name and status; the customer with a phone number to tap; the quote
// the job came from; where the money stands; and the status moves. A crew member's job has no money, and
// the customer and quote (pages for those who sell) show as text, not links.
import { Link } from '@tanstack/react-router';
import { FileText, Phone } from 'lucide-react';
import { displayJobNumber } from '#domain/job-number';
import { formatPhoneDisplay, isValidPhone, phoneDigits } from '#domain/phone';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { SiteAddress } from '#frontend/components/ui/site-address';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { AnyJob, Job } from '../api/get-job';
import { formatJobDate } from '../job-dates';
import { JobStatusActions } from './job-status-actions';
import { JobStatusBadge } from './job-status-badge';

const telHref = (phone: string): string =>
  isValidPhone(phone) ? `tel:+1${phoneDigits(phone)}` : `tel:${phone}`;

// An amount never breaks inside itself ("$19,548.4" / "0" at 390 px): on a phone the total takes its own row.
const MoneyFigure = ({
  label,
  value,
  testId,
  className = '',
}: {
  label: string;
  value: number;
  testId: string;
  className?: string;
}) => (
  <div className={`min-w-0 rounded-lg bg-slate-50 px-3 py-2 ${className}`}>
    <dt className="text-xs text-slate-500">{label}</dt>
    <dd
      className="text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-lg"
      data-testid={testId}
    >
      {formatDollars(value)}
    </dd>
  </div>
);

const JobMoney = ({ job }: { job: Job }) => {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:min-w-80 sm:grid-cols-3">
      <MoneyFigure
        label={t('quote.total')}
        value={job.totalAmount}
        testId="job-total"
        className="col-span-2 sm:col-span-1"
      />
      <MoneyFigure label={t('jobs.money.paid')} value={job.paidAmount} testId="job-paid" />
      <MoneyFigure label={t('jobs.money.balance')} value={job.balanceDue} testId="job-balance" />
    </dl>
  );
};

const CustomerName = ({ job }: { job: AnyJob }) => {
  const t = useT();
  const name = job.customerName || t('customer.unknown');
  if (job.view !== 'office' || !job.customerId) return name;
  return (
    <Link
      to="/customers/$customerId"
      params={{ customerId: job.customerId }}
      className="text-brand-700 hover:underline"
      data-testid="job-customer-link"
    >
      {name}
    </Link>
  );
};

export const JobHeader = ({ job }: { job: AnyJob }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const date = formatJobDate(job.scheduledDate, locale);
  const completed = formatJobDate(job.completedDate, locale);
  return (
    <header className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              <span className="tabular-nums" data-testid="job-number">
                #{displayJobNumber(job.jobNumber)}
              </span>{' '}
              <span data-testid="job-name">{job.name}</span>
            </h1>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="mt-1 text-lg text-slate-800" data-testid="job-customer">
            <CustomerName job={job} />
          </p>
          <div className="mt-1">
            <SiteAddress site={job.site} directions />
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {job.customerPhone ? (
              <a
                href={telHref(job.customerPhone)}
                className="inline-flex min-h-11 items-center gap-1.5 text-brand-700 tabular-nums hover:underline sm:min-h-0"
                data-testid="job-customer-phone"
              >
                <Phone aria-hidden="true" className="size-4" />
                {formatPhoneDisplay(job.customerPhone)}
              </a>
            ) : null}
            {job.view === 'office' && job.quoteId ? (
              <Link
                to="/contractor/quote/$id/view"
                params={{ id: job.quoteId }}
                className="inline-flex min-h-11 items-center gap-1.5 text-brand-700 hover:underline sm:min-h-0"
                data-testid="job-quote-link"
              >
                <FileText aria-hidden="true" className="size-4" />
                {job.quoteNumber !== null
                  ? t('quote.number', { number: job.quoteNumber })
                  : t('jobs.viewQuote')}
              </Link>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {date ? t('jobs.scheduledFor', { date }) : t('jobs.notScheduled')}
            {completed ? ` · ${t('jobs.completedOn', { date: completed })}` : ''}
          </p>
        </div>
        {job.view === 'office' ? <JobMoney job={job} /> : null}
      </div>
      <JobStatusActions job={job} />
    </header>
  );
};
