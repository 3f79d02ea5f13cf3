// The customer list's search results (GET /api/search, customers only): how many matched and their rows;
// each customer's city arrives with their record. They follow the typing, so they load and fail in place.
import { useQueries } from '@tanstack/react-query';
import { customerResults } from '#frontend/components/search/search-result-text';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { useSearch } from '#frontend/lib/search';
import { customerQueryOptions } from '../api/get-customer';
import { CustomerTable } from './customer-table';

export const ListLoading = () => {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-2 py-8 text-slate-600">
      <Spinner className="size-5" />
      {t('common.loading')}
    </div>
  );
};

export const CustomerSearchResults = ({ text }: { text: string }) => {
  const t = useT();
  const search = useSearch(text);
  const found = customerResults(search.data ?? []);
  const details = useQueries({ queries: found.map((result) => customerQueryOptions(result.id)) });
  const query = text.trim();
  if (search.isPending) return <ListLoading />;
  if (search.isError)
    return (
      <AlertBanner title={t('search.failed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void search.refetch()}>
          {t('common.tryAgain')}
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
