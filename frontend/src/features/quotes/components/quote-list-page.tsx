// The contractor's quotes, newest first: status, source and "Whose quotes" filters (server side; a rep starts
// on their own), a search box over the loaded rows (quote number or customer name), and "Load more" for the
// next page. Each row names who sells the quote. The filters and the search text are in the URL
// (use-quote-list-search.ts); the route loads the first page of the chosen filters.
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FilePlus2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type QuoteStatus, quoteStatuses } from '#domain/quote-status';
import type { QuoteSource } from '#domain/vocabularies';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { SearchField } from '#frontend/components/fields/search-field';
import { SelectField } from '#frontend/components/fields/select-field';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { LoadMoreButton } from '#frontend/components/ui/load-more-button';
import { PageLoadError } from '#frontend/components/ui/page-load-error';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { teamQueryOptions } from '#frontend/lib/team';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { type QuoteSummary, quotesQueryOptions } from '../api/get-quotes';
import { matchesQuoteSearch } from '../quote-search';
import { useQuoteListSearch } from '../use-quote-list-search';
import { everyonesQuotes, myQuotes, type WhoseQuotes, whoseQuotesPeople } from '../whose-quotes';
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
            {quote.source === 'homeowner' ? (
              <span
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                data-testid="quote-lead-badge"
              >
                {t('quote.lead.badge')}
              </span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-700">{quote.customerName || t('customer.unknown')}</p>
          <p className="truncate text-xs text-slate-500" data-testid="quote-seller">
            {quote.assignedTo
              ? t('quote.soldByName', { name: quote.assignedTo.name })
              : t('schedule.unassigned')}
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

/** The page's heading and New Quote (also over the error view); it names the page. */
const QuoteListHeader = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.quotes')));
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('nav.quotes')}</h1>
      <Link to="/contractor/quote" className={buttonClasses('primary')}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {t('nav.newQuote')}
      </Link>
    </header>
  );
};

/** The route's error view: the quotes could not be loaded. */
export const QuoteListError = ({ error }: { error: unknown }) => {
  const t = useT();
  return (
    <PageLoadError error={error} failedTitle={t('quote.list.loadFailed')}>
      <QuoteListHeader />
    </PageLoadError>
  );
};

/** Everyone's quotes, the member's own, or one other seller's (the team's active owners and reps). */
const WhoseFilter = ({
  whose,
  onChange,
  userId,
  listed,
}: {
  whose: WhoseQuotes;
  onChange: (whose: WhoseQuotes) => void;
  userId: string;
  listed: readonly QuoteSummary[];
}) => {
  const t = useT();
  const team = useQuery(teamQueryOptions());
  const people = whoseQuotesPeople({
    members: team.data?.members ?? [],
    userId,
    choice: whose,
    knownPeople: listed.map((quote) => quote.assignedTo),
    unknownName: t('quote.list.formerMember'),
  });
  return (
    <SelectField<WhoseQuotes>
      label={t('quote.list.whose')}
      value={whose}
      onValueChange={onChange}
      options={[
        { value: everyonesQuotes, label: t('quote.list.everyone') },
        { value: myQuotes, label: t('quote.list.mine') },
        ...people.map((person) => ({ value: person.id, label: person.name })),
      ]}
      data-testid="quote-whose-filter"
    />
  );
};

const ListFilters = ({
  text,
  onTextChange,
  status,
  onStatusChange,
  source,
  onSourceChange,
  children,
}: {
  text: string;
  onTextChange: (text: string) => void;
  status: QuoteStatus | undefined;
  onStatusChange: (status: QuoteStatus | undefined) => void;
  source: QuoteSource | undefined;
  onSourceChange: (source: QuoteSource | undefined) => void;
  /** The "Whose quotes" filter. */
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_11rem_11rem_11rem]">
      <SearchField
        id="quote-search"
        type="search"
        autoComplete="off"
        maxLength={100}
        label={t('quote.list.search')}
        value={text}
        onValueChange={onTextChange}
        placeholder={t('quote.list.searchPlaceholder')}
        data-testid="quote-search"
      />
      <SelectField<QuoteStatus | ''>
        label={t('form.status')}
        value={status ?? ''}
        onValueChange={(value) => onStatusChange(value || undefined)}
        options={[
          { value: '', label: t('form.allStatuses') },
          ...quoteStatuses.map((value) => ({ value, label: t(`quoteStatus.${value}`) })),
        ]}
        data-testid="quote-status-filter"
      />
      <SelectField<QuoteSource | ''>
        label={t('quote.list.source')}
        value={source ?? ''}
        onValueChange={(value) => onSourceChange(value || undefined)}
        options={[
          { value: '', label: t('quote.list.allSources') },
          { value: 'homeowner', label: t('quote.list.leadsOnly') },
          { value: 'contractor', label: t('quote.list.ownOnly') },
        ]}
        data-testid="quote-source-filter"
      />
      {children}
    </div>
  );
};

/** What the list says when it has nothing: no quotes yet, none of the member's own, or none for the filters. */
const emptyListText = ({ status, source, whose }: ReturnType<typeof useQuoteListSearch>) => {
  if (status || source || (whose !== everyonesQuotes && whose !== myQuotes))
    return 'quote.list.noneWithFilters';
  return whose === myQuotes ? 'quote.list.noneMine' : 'quote.list.empty';
};

export const QuoteListPage = () => {
  const t = useT();
  const user = useCurrentUser().data;
  const contractorId = user?.contractor?.id ?? '';
  const search = useQuoteListSearch({ id: user?.id ?? '', role: user?.role ?? 'rep' });
  const { status, source, assignedTo, text, setText, setStatus, setSource } = search;
  const quotes = useSuspenseInfiniteQuery(quotesQueryOptions(contractorId, { status, source, assignedTo }));
  const loaded = quotes.data.pages.flatMap((page) => page.quotes);
  const shown = loaded.filter((quote) => matchesQuoteSearch(quote, text));

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <QuoteListHeader />
      <ListFilters
        text={text}
        onTextChange={setText}
        status={status}
        onStatusChange={setStatus}
        source={source}
        onSourceChange={setSource}
      >
        <WhoseFilter
          whose={search.whose}
          onChange={search.setWhose}
          userId={user?.id ?? ''}
          listed={loaded}
        />
      </ListFilters>
      {loaded.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700" data-testid="quote-list-empty">
            {t(emptyListText(search))}
          </p>
        </div>
      ) : (
        <>
          {text.trim() !== '' ? (
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
          {quotes.hasNextPage ? <LoadMoreButton pages={quotes} className="w-full" /> : null}
        </>
      )}
    </div>
  );
};
