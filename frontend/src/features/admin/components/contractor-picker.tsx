// Choosing the business a lead goes to: a search box (the start of a business name or an owner's email, asked
// 300 ms after the last keystroke; the first businesses by name while it is empty) over a list of the active
// businesses it finds, one to pick. The form holds the picked id (this control sits inside its field); the
// picked business stays named above the list whatever is searched next. Its message shows under the list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FieldNotes } from '#frontend/components/fields/field-frame';
import { SearchField } from '#frontend/components/fields/search-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { useT } from '#frontend/i18n/use-t';
import { SEARCH_DEBOUNCE_MS } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';
import { type AdminContractor, adminContractorsQueryOptions } from '../api/contractors';

const SearchNote = ({ state }: { state: 'searching' | 'failed' | 'none' | null }) => {
  const t = useT();
  if (state === null) return null;
  return (
    <p role={state === 'failed' ? 'alert' : 'status'} className="text-sm text-slate-600">
      {t(
        state === 'failed'
          ? 'search.failed'
          : state === 'none'
            ? 'admin.leads.noBusinesses'
            : 'search.searching',
      )}
    </p>
  );
};

export const ContractorPicker = ({
  picked,
  onPick,
}: {
  picked: AdminContractor | null;
  onPick: (contractor: AdminContractor) => void;
}) => {
  const t = useT();
  const id = useId();
  const field = useFieldContext<string>();
  const error = useFieldError();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const results = useQuery({ ...adminContractorsQueryOptions(q), placeholderData: keepPreviousData });
  const contractors = (results.data ?? []).filter((contractor) => contractor.active);
  const state = results.isError
    ? 'failed'
    : results.isPending
      ? 'searching'
      : contractors.length === 0
        ? 'none'
        : null;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      <SearchField
        type="search"
        label={t('admin.contractors.search')}
        hint={t('admin.contractors.searchHint')}
        value={text}
        onValueChange={setText}
        busy={results.isFetching}
        autoComplete="off"
        data-testid="lead-contractor-search"
      />
      <fieldset aria-describedby={error ? errorId : undefined} data-testid="lead-contractor-choices">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('admin.col.business')}</legend>
        {picked ? (
          <p className="mb-2 text-sm text-slate-700" data-testid="lead-contractor-picked">
            {t('admin.leads.picked', { business: picked.businessName })}
          </p>
        ) : null}
        <SearchNote state={state} />
        <div className="max-h-56 space-y-1 overflow-y-auto">
          {contractors.map((contractor) => (
            <label
              key={contractor.id}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-2.5 text-sm ${
                field.state.value === contractor.id
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 bg-white hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={`${id}-contractor`}
                value={contractor.id}
                checked={field.state.value === contractor.id}
                onChange={() => {
                  field.handleChange(contractor.id);
                  onPick(contractor);
                }}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">
                  {contractor.businessName}
                </span>
                <span className="block text-xs break-all text-slate-600">{contractor.ownerEmail}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldNotes error={error} hintId={`${id}-hint`} errorId={errorId} />
      </fieldset>
    </div>
  );
};
