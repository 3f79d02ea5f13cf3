// Quotes waiting for an answer (sent or viewed, oldest first: "Sent 5 days ago", and "Opened" once the
// customer opened the link) and new leads nobody has answered (newest first: "Asked 2 hours ago"), each
// opening the quote as the quote list does.
import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WaitingQuote } from '#domain/contract/reports';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { SectionCard } from '#frontend/components/ui/section-card';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useT } from '#frontend/i18n/use-t';
import type { Dashboard } from '../api/get-dashboard';

type Lead = Dashboard['newLeads'][number];

const linkClass = 'shrink-0 text-sm font-medium text-brand-800 underline-offset-2 hover:underline';

const QuoteRow = ({
  quote,
  badge,
  when,
  testId,
}: {
  quote: Lead;
  badge?: ReactNode;
  when: ReactNode;
  testId: string;
}) => {
  const t = useT();
  return (
    <li data-testid={testId}>
      <Link
        to="/contractor/quote/$id/view"
        params={{ id: quote.id }}
        className="flex items-start justify-between gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              {t('quote.number', { number: quote.number })}
            </span>
            {badge}
          </span>
          <span className="block truncate text-sm text-slate-700">
            {quote.customerName || t('customer.unknown')}
          </span>
          <span className="block text-xs text-slate-500">{when}</span>
        </span>
        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
          {formatDollars(quote.totalCost)}
        </span>
      </Link>
    </li>
  );
};

const QuoteList = ({
  children,
  empty,
  emptyTestId,
}: {
  children: ReactNode[];
  empty: string;
  emptyTestId: string;
}) =>
  children.length === 0 ? (
    <p className="text-sm text-slate-600" data-testid={emptyTestId}>
      {empty}
    </p>
  ) : (
    <ul className="-mx-2 -my-2 divide-y divide-slate-100">{children}</ul>
  );

export const WaitingQuotes = ({ quotes }: { quotes: readonly WaitingQuote[] }) => {
  const t = useT();
  return (
    <SectionCard
      title={t('dashboard.quotes.title')}
      testId="dashboard-quotes-waiting"
      actions={
        <Link to="/quotes" search={{ status: 'sent' }} className={linkClass}>
          {t('dashboard.quotes.seeSent')}
        </Link>
      }
    >
      <QuoteList empty={t('dashboard.quotes.none')} emptyTestId="dashboard-quotes-waiting-empty">
        {quotes.map((quote) => (
          <QuoteRow
            key={quote.id}
            quote={quote}
            testId="dashboard-waiting-quote"
            badge={
              quote.viewedAt ? (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800"
                  data-testid="dashboard-quote-viewed"
                >
                  <Eye aria-hidden="true" className="size-3" />
                  {t('dashboard.quotes.viewed')}
                </span>
              ) : null
            }
            when={
              <TimeAgo
                timestamp={quote.sentAt ?? quote.updatedAt}
                format={(time) => t('quoteSend.sentAt', { time })}
              />
            }
          />
        ))}
      </QuoteList>
    </SectionCard>
  );
};

export const NewLeads = ({ leads }: { leads: readonly Lead[] }) => {
  const t = useT();
  return (
    <SectionCard
      title={t('dashboard.leads.title')}
      testId="dashboard-new-leads"
      actions={
        <Link to="/quotes" search={{ source: 'homeowner' }} className={linkClass}>
          {t('dashboard.leads.seeAll')}
        </Link>
      }
    >
      <QuoteList empty={t('dashboard.leads.none')} emptyTestId="dashboard-new-leads-empty">
        {leads.map((lead) => (
          <QuoteRow
            key={lead.id}
            quote={lead}
            testId="dashboard-new-lead"
            when={
              <TimeAgo timestamp={lead.createdAt} format={(time) => t('dashboard.leads.asked', { time })} />
            }
          />
        ))}
      </QuoteList>
    </SectionCard>
  );
};
