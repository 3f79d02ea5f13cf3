// The header's global search (SPEC §2, §4, §5, §8): after 300 ms without typing and from 2 characters, the
// contractor's quotes and customers appear in a dropdown ('Searching...', 'No results found', 'Search
// failed'). Picking a result opens the quote or the customer, clears the text and closes the dropdown.
// A combobox: arrow keys move through the results, Enter opens one, Escape closes the list.
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { SearchField } from '#frontend/components/fields/search-field';
import { SearchResultRow } from '#frontend/components/search/search-result-row';
import { resultTarget } from '#frontend/components/search/search-result-text';
import { Spinner } from '#frontend/components/ui/spinner';
import { useDismiss } from '#frontend/components/ui/use-dismiss';
import { useT } from '#frontend/i18n/use-t';
import { canSearch, SEARCH_DEBOUNCE_MS, type SearchResult, useSearch } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';

interface SearchBoxProps {
  /** Width of the box and its dropdown. */
  className?: string;
  /** Focus the input when shown (the search panels open on demand). */
  focusOnMount?: boolean;
  /** Called after a pick, or on Escape with nothing left to close (the panels close themselves). */
  onDone?: () => void;
  testId?: string;
}

export const SearchBox = ({ className = '', focusOnMount = false, onDone, testId }: SearchBoxProps) => {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // A cleared box forgets its search at once: what is typed next is searched for itself, never first shown the
  // results of the text that was cleared.
  const debounced = useDebouncedValue(text, text.trim() === '' ? 0 : SEARCH_DEBOUNCE_MS);
  const searching = canSearch(debounced) && text.trim() !== '';
  const query = useSearch(searching ? debounced : '');
  const results = query.data ?? [];
  const open = searching && !dismissed;
  const active = activeIndex < results.length ? activeIndex : -1;

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const dismiss = useCallback(() => setDismissed(true), []);
  useDismiss(containerRef, open, dismiss);

  const pick = (result: SearchResult) => {
    setText('');
    setActiveIndex(-1);
    setDismissed(true);
    onDone?.();
    const target = resultTarget(result);
    void navigate(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) {
        // Close the list only; a second Escape may close the panel around the box.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
        setActiveIndex(-1);
      } else if (onDone) {
        onDone();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setDismissed(false);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => {
        const from = index < results.length ? index : -1;
        if (from === -1) return step === 1 ? 0 : results.length - 1;
        return (from + step + results.length) % results.length;
      });
      return;
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      const result = results[active >= 0 ? active : 0];
      if (result && (active >= 0 || results.length === 1)) pick(result);
    }
  };

  const status = query.isError ? 'failed' : query.isPending || query.isPlaceholderData ? 'searching' : null;

  return (
    <div ref={containerRef} className={`relative ${className}`}>
      <SearchField
        ref={inputRef}
        compact
        // A combobox is a text input (ARIA 1.2 allows no type="search"); the keyboard still offers Search.
        type="text"
        enterKeyHint="search"
        role="combobox"
        label={t('search.label')}
        labelClassName="sr-only"
        aria-autocomplete="list"
        aria-expanded={open}
        // Only while the list is shown: an id that is not in the page is an invalid reference.
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setDismissed(false);
          setActiveIndex(-1);
        }}
        onFocus={() => setDismissed(false)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId ?? 'header-search'}
      />
      <div
        hidden={!open}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-xl"
        data-testid="search-dropdown"
      >
        {status === 'searching' ? (
          <p role="status" className="flex items-center gap-2 px-3 py-2.5 text-slate-600">
            <Spinner className="size-4" />
            {t('search.searching')}
          </p>
        ) : status === 'failed' ? (
          <p role="alert" className="px-3 py-2.5 text-red-700">
            {t('search.failed')}
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="px-3 py-2.5 text-slate-600">
            {t('search.noResults')}
          </p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          hidden={status !== null || results.length === 0}
        >
          {results.map((result, index) => (
            <div
              key={`${result.type}-${result.id}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => pick(result)}
              onKeyDown={() => undefined}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              data-testid={`search-result-${result.type}`}
            >
              <SearchResultRow result={result} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
};

/** The header's search box: 300 px wide (SPEC §2). */
export const HeaderSearch = () => <SearchBox className="w-[300px]" />;

/**
 * Where the header has no room for the box (phones, and the narrower desktop widths), a search button
 * opens the same box: under the button on desktop, across the screen under the top bar on phones.
 */
export const SearchToggle = ({ placement }: { placement: 'header' | 'mobile' }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  return (
    <div ref={containerRef} className={placement === 'header' ? 'relative' : ''}>
      <button
        type="button"
        aria-label={t('search.open')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className={`rounded-lg p-2 hover:bg-slate-100 ${open ? 'bg-slate-100 text-brand-800' : 'text-slate-700'}`}
        data-testid={`search-toggle-${placement}`}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          className={
            placement === 'header'
              ? 'absolute top-full right-0 z-50 mt-3 rounded-xl border border-slate-200 bg-white p-2 shadow-xl'
              : 'fixed inset-x-0 top-14 z-50 border-b border-slate-200 bg-white p-3 shadow-md'
          }
        >
          <SearchBox
            className={placement === 'header' ? 'w-[300px]' : 'w-full'}
            focusOnMount
            onDone={close}
            testId={`header-search-${placement}`}
          />
        </div>
      ) : null}
    </div>
  );
};
