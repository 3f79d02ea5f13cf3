// The Create New Job dialog's customer field (SPEC §2, §5): a search over the contractor's customers
// (GET /api/search, after 300 ms without typing and from 2 characters) listing only customers to pick
// from; once one is picked it shows as a card with a Change button. Its message shows under it.
import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { SearchField } from '#frontend/components/ui/search-field';
import { Spinner } from '#frontend/components/ui/spinner';
import {
  type CustomerSearchResult,
  canSearch,
  SEARCH_DEBOUNCE_MS,
  useSearch,
} from '#frontend/features/customers/api/search';
import { SearchResultRow } from '#frontend/features/customers/components/search-result-row';
import { customerResults, customerRowText } from '#frontend/features/customers/search-result-text';
import { useDebouncedValue } from '#frontend/features/customers/use-debounced-value';
import { useT } from '#frontend/i18n/use-t';

interface JobCustomerPickerProps {
  value: CustomerSearchResult | null;
  onChange: (customer: CustomerSearchResult | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export const JobCustomerPicker = ({ value, onChange, error, disabled = false }: JobCustomerPickerProps) => {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = canSearch(debounced) && text.trim() !== '';
  const query = useSearch(searching ? debounced : '');
  const customers = customerResults(query.data ?? []);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = error ? (
    <p id={errorId} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  ) : null;

  if (value) {
    const row = customerRowText(value, t);
    return (
      <div>
        <p className="mb-1 block text-sm font-medium text-slate-800">{t('createJob.customer')}</p>
        <div
          className={`flex items-center gap-3 rounded-lg border bg-slate-50 px-3 py-2 ${error ? 'border-red-500' : 'border-slate-300'}`}
          data-testid="create-job-customer-selected"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900">{row.name}</span>
            <span className="block truncate text-xs text-slate-600">{row.contact}</span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('createJob.changeCustomer', { name: row.name })}
            data-testid="create-job-customer-change"
          >
            {t('createJob.change')}
          </Button>
        </div>
        {message}
      </div>
    );
  }

  const status = !searching
    ? null
    : query.isError
      ? 'failed'
      : query.isPending
        ? 'searching'
        : customers.length === 0
          ? 'none'
          : null;

  return (
    <div>
      <SearchField
        id={id}
        label={t('createJob.customer')}
        value={text}
        onValueChange={setText}
        placeholder={t('createJob.customerPlaceholder')}
        describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        testId="create-job-customer-search"
      />
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t('createJob.customerHint')}
      </p>
      {message}
      {status === 'searching' ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('search.searching')}
        </p>
      ) : status === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('search.failed')}
        </p>
      ) : status === 'none' ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('createJob.noCustomers')}
        </p>
      ) : null}
      {searching && customers.length > 0 ? (
        <ul
          aria-label={t('createJob.customerResults')}
          className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        >
          {customers.map((customer) => (
            <li key={customer.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(customer);
                  setText('');
                }}
                disabled={disabled}
                className="block w-full px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                data-testid="create-job-customer-option"
              >
                <SearchResultRow result={customer} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
