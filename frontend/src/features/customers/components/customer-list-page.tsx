// The contractor's customers (/customers): newest first with "Load more", and a search-as-you-type box
// over all of them (GET /api/search: 2 characters, 300 ms after the last keystroke, customers only).
import { useQueries } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { SearchField } from '#frontend/components/ui/search-field';
import { Spinner } from '#frontend/components/ui/spinner';
import { useCurrentUser } from '#frontend/features/auth/api/get-current-user';
import { useOpenShellDialog } from '#frontend/features/shell/components/shell-dialogs';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { customerQueryOptions } from '../api/get-customer';
import { type CustomerSort, useCustomers } from '../api/get-customers';
import { canSearch, SEARCH_DEBOUNCE_MS, useSearch } from '../api/search';
import { customerResults } from '../search-result-text';
import { useDebouncedValue } from '../use-debounced-value';
import { CustomerColumnsHeader, CustomerRow, type CustomerRowData } from './customer-row';

const Loading = () => {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-2 py-8 text-slate-600">
      <Spinner className="size-5" />
      {t('common.loading')}
    </div>
  );
};

const CustomerTable = ({ rows, testId }: { rows: CustomerRowData[]; testId: string }) => (
  <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
    <CustomerColumnsHeader />
    <ul className="divide-y divide-slate-100" data-testid={testId}>
      {rows.map((row) => (
        <CustomerRow key={row.id} customer={row} />
      ))}
    </ul>
  </div>
);

/** Search results: customers only; their city comes with each customer's record. */
const SearchResults = ({ text }: { text: string }) => {
  const t = useT();
  const search = useSearch(text);
  const found = customerResults(search.data ?? []);
  const details = useQueries({ queries: found.map((result) => customerQueryOptions(result.id)) });
  const query = text.trim();
  if (search.isPending) return <Loading />;
  if (search.isError)
    return (
      <AlertBanner title={t('search.failed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void search.refetch()}>
          {t('error.retry')}
        </Button>
      </AlertBanner>
    );
  if (found.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        {t('customers.noMatch', { query })}
      </p>
    );
  const rows = found.map((result, index) => ({
    id: result.id,
    name: result.name ?? '',
    phone: result.phone ?? '',
    email: result.email ?? '',
    city: details[index]?.data?.city ?? (details[index]?.isError ? '' : undefined),
  }));
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="customer-search-count">
        {found.length === 1
          ? t('customers.searchOne', { query })
          : t('customers.searchCount', { count: found.length, query })}
      </p>
      <CustomerTable rows={rows} testId="customer-search-results" />
    </>
  );
};

const AllCustomers = ({ contractorId, sort }: { contractorId: string; sort: CustomerSort }) => {
  const t = useT();
  const openDialog = useOpenShellDialog();
  const customers = useCustomers(contractorId, sort);
  const loaded = customers.data?.pages.flatMap((page) => page.homeowners) ?? [];
  if (customers.isPending) return <Loading />;
  if (customers.isError)
    return (
      <AlertBanner title={t('customers.loadFailed')}>
        <p>{t.localize(customers.error.message)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void customers.refetch()}>
          {t('error.retry')}
        </Button>
      </AlertBanner>
    );
  if (loaded.length === 0)
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center sm:p-12"
        data-testid="customers-empty"
      >
        <Users aria-hidden="true" className="mx-auto size-10 rounded-full bg-brand-50 p-2 text-brand-700" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('customers.empty')}</h2>
        <p className="mx-auto mt-1 max-w-md text-slate-600">{t('customers.emptyDetail')}</p>
        <Button className="mt-5" onClick={() => openDialog('addCustomer')} data-testid="customers-empty-add">
          <UserPlus aria-hidden="true" className="size-4" />
          {t('customers.add')}
        </Button>
      </div>
    );
  return (
    <>
      <CustomerTable rows={loaded} testId="customer-list" />
      {customers.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void customers.fetchNextPage()}
            disabled={customers.isFetchingNextPage}
            data-testid="customers-load-more"
          >
            {customers.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            {t('customers.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
};

export const CustomerListPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('customers.pageTitle')));
  const openDialog = useOpenShellDialog();
  const contractorId = useCurrentUser().data?.contractor?.id ?? '';
  const [text, setText] = useState('');
  const [sort, setSort] = useState<CustomerSort>('newest');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = canSearch(debounced) && canSearch(text);

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('customers.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('customers.subtitle')}</p>
        </div>
        <Button onClick={() => openDialog('addCustomer')} data-testid="customers-add">
          <UserPlus aria-hidden="true" className="size-4" />
          {t('customers.add')}
        </Button>
      </header>

      <div>
        <SearchField
          id="customer-search"
          label={t('customers.search')}
          value={text}
          onValueChange={setText}
          placeholder={t('customers.searchPlaceholder')}
          describedBy="customer-search-hint"
          testId="customer-search"
        />
        <p id="customer-search-hint" className="mt-1 text-xs text-slate-500">
          {t('customers.searchHint')}
        </p>
      </div>

      {searching ? null : (
        <div className="flex items-center justify-end gap-2">
          <label htmlFor="customer-sort" className="text-sm font-medium text-slate-700">
            {t('customers.sort')}
          </label>
          <select
            id="customer-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value === 'name' ? 'name' : 'newest')}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
            data-testid="customer-sort"
          >
            <option value="newest">{t('customers.sort.newest')}</option>
            <option value="name">{t('customers.sort.name')}</option>
          </select>
        </div>
      )}
      {searching ? (
        <SearchResults text={debounced} />
      ) : (
        <AllCustomers contractorId={contractorId} sort={sort} />
      )}
    </div>
  );
};
