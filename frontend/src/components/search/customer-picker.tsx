// A customer field (Create New Job and the schedule's event dialog, SPEC §2, §5): a search over the
// contractor's customers (GET /api/search, after 300 ms without typing and from 2 characters) listing only
// customers to pick from; once one is picked it shows as a card with a Change button. Its message shows
// under it. The form holds the picked id (this control sits inside its customer field and reads it from
// there); the search text and the picked customer's card are this control's own.
import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldNotes } from '#frontend/components/fields/field-frame';
import { TextField } from '#frontend/components/fields/text-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { SearchResultRow } from '#frontend/components/search/search-result-row';
import { customerResults, customerRowText } from '#frontend/components/search/search-result-text';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { type CustomerSearchResult, canSearch, SEARCH_DEBOUNCE_MS, useSearch } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';

interface PickedCustomerProps {
  customer: CustomerSearchResult;
  onChange: (customerId: string) => void;
  error: string | undefined;
  disabled: boolean;
}

const PickedCustomer = ({ customer, onChange, error, disabled }: PickedCustomerProps) => {
  const t = useT();
  const id = useId();
  const row = customerRowText(customer, t);
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
          onClick={() => onChange('')}
          disabled={disabled}
          aria-label={t('createJob.changeCustomer', { name: row.name })}
          data-testid="create-job-customer-change"
        >
          {t('createJob.change')}
        </Button>
      </div>
      <FieldNotes error={error} hintId={`${id}-hint`} errorId={`${id}-error`} />
    </div>
  );
};

const SearchStatus = ({ status }: { status: 'searching' | 'failed' | 'none' | null }) => {
  const t = useT();
  if (status === 'searching') {
    return (
      <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        {t('search.searching')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {t('search.failed')}
      </p>
    );
  }
  if (status === 'none') {
    return (
      <p role="status" className="mt-2 text-sm text-slate-600">
        {t('createJob.noCustomers')}
      </p>
    );
  }
  return null;
};

export const CustomerPicker = ({ disabled = false }: { disabled?: boolean }) => {
  const t = useT();
  // The form's field: the picked customer's id, '' while none is.
  const field = useFieldContext<string>();
  const { value } = field.state;
  const onChange = field.handleChange;
  const error = useFieldError();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CustomerSearchResult | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = canSearch(debounced) && text.trim() !== '';
  const query = useSearch(searching ? debounced : '');
  const customers = customerResults(query.data ?? []);

  if (value && picked?.id === value) {
    return <PickedCustomer customer={picked} onChange={onChange} error={error} disabled={disabled} />;
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
      <TextField
        type="search"
        label={t('createJob.customer')}
        hint={t('createJob.customerHint')}
        error={error}
        value={text}
        onValueChange={setText}
        onBlur={field.handleBlur}
        placeholder={t('createJob.customerPlaceholder')}
        autoComplete="off"
        data-testid="create-job-customer-search"
      />
      <SearchStatus status={status} />
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
                  setPicked(customer);
                  onChange(customer.id);
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
