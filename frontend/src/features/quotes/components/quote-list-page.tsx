// The contractor's quotes, newest first: a status filter (server side), a search box over the loaded
// rows (quote number or customer name), and "Load more" for the next page.
import { Link } from '@tanstack/react-router';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { type QuoteStatus, quoteStatuses } from '#domain/quote-status';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { SearchField } from '#frontend/components/ui/search-field';
import { Spinner } from '#frontend/components/ui/spinner';
import { useCurrentUser } from '#frontend/features/auth/api/get-current-user';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { type QuoteSummary, useQuotes } from '../api/get-quotes';
import { formatDollars } from '../estimate-lines';
import { matchesQuoteSearch } from '../quote-search';
import { SelectField } from './form-controls';
import { QuoteStatusBadge } from './quote-status-badge';

const QuoteRow = ({ quote }: { quote: QuoteSummary }) => {
  const t = useT();
  const date = new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'medium' }).format(
    new Date(quote.createdAt),
  );
  return (
    <li>
      <Link
        to="/contractor/quote/$id/view"
        params={{ id: quote.id }}
        className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        data-testid="quote-row"
      >
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              {t('quote.number', { number: quote.number })}
            </span>
            <QuoteStatusBadge status={quote.status} />
          </p>
          <p className="truncate text-sm text-slate-700">
            {quote.customerName || t('quote.unknownCustomer')}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-semibold text-slate-900 tabular-nums">{formatDollars(quote.totalCost)}</p>
          <p className="text-xs text-slate-500">{date}</p>
        </div>
      </Link>
    </li>
  );
};

export const QuoteListPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('quote.list.title')));
  const contractorId = useCurrentUser().data?.contractor?.id ?? '';
  const [status, setStatus] = useState<QuoteStatus | undefined>(undefined);
  const [search, setSearch] = useState('');
  const quotes = useQuotes(contractorId, status);
  const loaded = quotes.data?.pages.flatMap((page) => page.quotes) ?? [];
  const shown = loaded.filter((quote) => matchesQuoteSearch(quote, search));

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('quote.list.title')}
        </h1>
        <Link to="/contractor/quote" className={buttonClasses('primary')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {t('nav.newQuote')}
        </Link>
      </header>

      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div>
          <SearchField
            id="quote-search"
            label={t('quote.list.search')}
            value={search}
            onValueChange={setSearch}
            placeholder={t('quote.list.searchPlaceholder')}
            testId="quote-search"
          />
        </div>
        <SelectField
          label={t('quote.list.status')}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as QuoteStatus | undefined)}
          data-testid="quote-status-filter"
        >
          <option value="">{t('quote.list.allStatuses')}</option>
          {quoteStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`quote.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>

      {quotes.isPending ? (
        <div role="status" className="flex items-center gap-2 py-8 text-slate-600">
          <Spinner className="size-5" />
          {t('common.loading')}
        </div>
      ) : quotes.isError ? (
        <AlertBanner title={t('quote.list.loadFailed')}>
          <p>{t.localize(quotes.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void quotes.refetch()}>
            {t('error.retry')}
          </Button>
        </AlertBanner>
      ) : loaded.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{t(status ? 'quote.list.noneWithStatus' : 'quote.list.empty')}</p>
        </div>
      ) : (
        <>
          {search.trim() !== '' ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {t(quotes.hasNextPage ? 'quote.list.searchLoadedMore' : 'quote.list.searchCount', {
                shown: shown.length,
                loaded: loaded.length,
              })}
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul
              className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
              data-testid="quote-list"
            >
              {shown.map((quote) => (
                <QuoteRow key={quote.id} quote={quote} />
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t('quote.list.noMatch')}
            </p>
          )}
          {quotes.hasNextPage ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => void quotes.fetchNextPage()}
              disabled={quotes.isFetchingNextPage}
            >
              {quotes.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {t('quote.list.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
};
