// An admin list's search box: it keeps what is being typed and writes it to the URL's `q` once typing pauses
// (300 ms, SPEC §9), replacing the history entry; a link or Back changing `q` puts that text in the box.
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';
import { searchParamOf } from './admin-search';

export const useSearchText = (q: string | undefined, write: (q: string | undefined) => void) => {
  const [text, setText] = useState(q ?? '');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The `q` this box last put in the URL, to tell its own writes from a link or Back changing it.
  const written = useRef(q);
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    const next = searchParamOf(debounced);
    if (next === written.current) return;
    written.current = next;
    writeRef.current(next);
  }, [debounced]);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q ?? '');
  }, [q]);

  return { text, setText };
};
