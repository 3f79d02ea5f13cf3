// The customer's timeline card: what they have paid and still owe, then everything that happened with them —
// quotes, jobs, visits, payments, texts and emails, job notes — newest first, each opening the quote or job it
// belongs to (visits are listed with their date).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Banknote, CalendarDays, FileText, Hammer, Mail, MessageSquare, NotebookPen } from 'lucide-react';
import type { Customer, TimelineEntry } from '#domain/contract/customers';
import { displayJobNumber } from '#domain/job-number';
import { formatUsd } from '#domain/money';
import { FactTiles } from '#frontend/components/ui/fact-tiles';
import { Spinner } from '#frontend/components/ui/spinner';
import { localeOf } from '#frontend/i18n/language';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { customerTimelineQueryOptions } from '../api/get-customer-timeline';

const dateOf = (at: string, lang: 'en' | 'es') =>
  new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    ...(at.length === 10 ? { timeZone: 'UTC' } : {}),
  }).format(new Date(at.length === 10 ? `${at}T00:00:00Z` : at));

const jobNumberOf = (entry: TimelineEntry) => displayJobNumber(entry.number ?? '');

const textOf = (entry: TimelineEntry, t: TFunction): { title: string; status: string } => {
  switch (entry.kind) {
    case 'quote':
      return {
        title: t('quote.number', { number: entry.number ?? '' }),
        status: t(`quoteStatus.${entry.status}` as never),
      };
    case 'job':
      return {
        title: t('timeline.job', { number: jobNumberOf(entry), name: entry.title }),
        status: t(`jobStatus.${entry.status}` as never),
      };
    case 'payment':
      return {
        title: entry.number
          ? t('timeline.payment', { number: jobNumberOf(entry) })
          : t('customerQuote.payment.step'),
        status: t(`paymentMethod.${entry.status}` as never),
      };
    case 'message':
      return {
        title: entry.title,
        status: `${entry.channel === 'email' ? t('form.email') : t('paymentSettings.communication.sms')} · ${t(`messageStatus.${entry.status}` as never)}`,
      };
    case 'note':
      return {
        title: entry.title,
        status: `${t('timeline.note', { number: jobNumberOf(entry) })} · ${entry.status}`,
      };
    default:
      return {
        title: entry.title,
        status: entry.eventType === 'quote' ? t('timeline.visit') : t('timeline.event'),
      };
  }
};

const iconOf = (entry: TimelineEntry) => {
  if (entry.kind === 'quote') return FileText;
  if (entry.kind === 'job') return Hammer;
  if (entry.kind === 'payment') return Banknote;
  if (entry.kind === 'message') return entry.channel === 'email' ? Mail : MessageSquare;
  if (entry.kind === 'note') return NotebookPen;
  return CalendarDays;
};

const EntryRow = ({ entry }: { entry: TimelineEntry }) => {
  const t = useT();
  const text = textOf(entry, t);
  const Icon = iconOf(entry);
  const body = (
    <>
      <span className="flex min-w-0 items-center gap-2">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{text.title}</span>
          <span className="block text-xs text-slate-500">
            {dateOf(entry.at, t.lang)} · {text.status}
          </span>
        </span>
      </span>
      {entry.amount === null ? null : (
        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
          {formatUsd(Math.round(entry.amount * 100))}
        </span>
      )}
    </>
  );
  const rowClass =
    'flex items-center justify-between gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';
  // A quote and a texted quote open the quote; a job and its payments, notes and reminders open the job.
  if (entry.quoteId)
    return (
      <Link
        to="/contractor/quote/$id/view"
        params={{ id: entry.quoteId }}
        className={rowClass}
        data-testid="timeline-entry"
      >
        {body}
      </Link>
    );
  if (entry.jobId)
    return (
      <Link to="/jobs/$id" params={{ id: entry.jobId }} className={rowClass} data-testid="timeline-entry">
        {body}
      </Link>
    );
  return (
    <div className={rowClass} data-testid="timeline-entry">
      {body}
    </div>
  );
};

export const CustomerTimeline = ({ customer }: { customer: Customer }) => {
  const t = useT();
  const timeline = useQuery(customerTimelineQueryOptions(customer.id));
  return (
    <section
      aria-labelledby="customer-timeline-title"
      className="rounded-2xl border border-slate-200 bg-white"
      data-testid="customer-timeline"
    >
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 id="customer-timeline-title" className="font-semibold text-slate-900">
          {t('timeline.title')}
        </h2>
      </div>
      {timeline.isPending ? (
        <p role="status" className="flex items-center gap-2 px-5 py-4 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('common.loading')}
        </p>
      ) : timeline.isError ? (
        <p role="alert" className="px-5 py-4 text-sm text-red-700">
          {t('timeline.failed')}
        </p>
      ) : (
        <>
          <FactTiles
            className="grid grid-cols-2 gap-2 px-5 pt-4"
            facts={[
              {
                label: t('timeline.lifetimeValue'),
                value: formatUsd(Math.round(timeline.data.lifetimeValue * 100)),
              },
              {
                label: t('timeline.balanceOwed'),
                value: formatUsd(Math.round(timeline.data.balanceOwed * 100)),
              },
            ]}
          />
          {timeline.data.entries.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">{t('timeline.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
              {timeline.data.entries.map((entry) => (
                <li key={`${entry.kind}:${entry.id}`}>
                  <EntryRow entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
};
