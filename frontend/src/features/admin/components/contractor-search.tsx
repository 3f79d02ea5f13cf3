// Finding businesses by name for an administrator: a search box (the start of a business name or an owner's
// email, asked 300 ms after the last keystroke; the first businesses by name while it is empty), the active
// businesses it finds, and a note while it searches, when it failed or when it found none. The lead-assign
// dialog picks one of them (./contractor-picker.tsx), a lead routing rule adds several
// (./lead-rule-contractors.tsx): each lays the found businesses out its own way.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useState } from 'react';
import { SearchField } from '#frontend/components/fields/search-field';
import { useT } from '#frontend/i18n/use-t';
import { SEARCH_DEBOUNCE_MS } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';
import { type AdminContractor, adminContractorsQueryOptions } from '../api/contractors';

type SearchState = 'searching' | 'failed' | 'none' | null;

const SearchNote = ({ state }: { state: SearchState }) => {
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

interface ContractorSearchProps {
  /** The search box's test id. */
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What is shown under the box: the businesses found, and the note about the search to place among them. */
  children: (found: { contractors: AdminContractor[]; note: ReactNode }) => ReactNode;
}

export const ContractorSearch = ({ testId, inputRef, children }: ContractorSearchProps) => {
  const t = useT();
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
  return (
    <>
      <SearchField
        ref={inputRef}
        type="search"
        label={t('admin.contractors.search')}
        hint={t('admin.contractors.searchHint')}
        value={text}
        onValueChange={setText}
        busy={results.isFetching}
        autoComplete="off"
        data-testid={testId}
      />
      {children({ contractors, note: <SearchNote state={state} /> })}
    </>
  );
};

/** A business as a list shows it: its name, and under it the owner's email when known. */
export const BusinessName = ({ name, detail }: { name: ReactNode; detail?: ReactNode }) => (
  <span className="min-w-0">
    <span className="block font-medium break-words text-slate-900">{name}</span>
    {detail ? <span className="block text-xs break-all text-slate-600">{detail}</span> : null}
  </span>
);
