// The customer list's state (/customers): the sort and the search text live in the URL (validated by the
// route), the search box keeps what is being typed and writes it to the URL once typing pauses, so a reload
// or a shared link shows the same list. Search follows the text 300 ms after the last keystroke (SPEC §9).
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { CustomerSort } from '#domain/contract/customers';
import { canSearch, SEARCH_DEBOUNCE_MS } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';
import { searchParamOf, sortParamOf } from './customer-list-search';

const listRoute = getRouteApi('/_authenticated/customers/');

export const useCustomerList = () => {
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const { user } = listRoute.useRouteContext();
  const [text, setText] = useState(search.q ?? '');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The `q` this page last put in the URL, to tell its own writes from a link or Back changing it.
  const written = useRef(search.q);

  useEffect(() => {
    const q = searchParamOf(debounced);
    if (q === written.current) return;
    written.current = q;
    // Replacing the entry: every pause in typing is not a page of history.
    void navigate({ search: (previous) => ({ ...previous, q }), replace: true });
  }, [debounced, navigate]);

  useEffect(() => {
    if (search.q === written.current) return;
    written.current = search.q;
    setText(search.q ?? '');
  }, [search.q]);

  const sort: CustomerSort = search.sort ?? 'newest';
  const setSort = (next: CustomerSort) =>
    void navigate({ search: (previous) => ({ ...previous, sort: sortParamOf(next) }) });

  const setAssignedTo = (next: string) =>
    void navigate({ search: (previous) => ({ ...previous, assignedTo: next || undefined }) });

  return {
    contractorId: user.contractor.id,
    userId: user.id,
    /** Whose customers ('' for everyone's). */
    assignedTo: search.assignedTo ?? '',
    setAssignedTo,
    text,
    setText,
    /** The text the results are for: what was typed, once typing paused. */
    searchText: debounced,
    searching: canSearch(debounced) && canSearch(text),
    sort,
    setSort,
  };
};
