// GET /api/search?q=: the contractor's quotes and customers (SPEC §3 search result). Only asked once the
// debounced text has at least 2 characters (SPEC §5); a failed call is the error 'Search failed' (SPEC §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '#domain/contract/customers';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from './api-client';

export type { CustomerSearchResult, QuoteSearchResult, SearchResult } from '#domain/contract/customers';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export const searchKey = ['/api/search'] as const;

export class SearchFailedError extends Error {
  override readonly name = 'SearchFailedError';
  constructor(cause: unknown) {
    super('Search failed', { cause });
  }
}

export const search = async (
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResult[]> => {
  try {
    const data = await apiGet<ResponseOf<'GET /api/search'>>('/api/search', {
      queryParams: { q },
      ...(signal ? { signal } : {}),
    });
    return data.results;
  } catch (error) {
    throw new SearchFailedError(error);
  }
};

/** True when the text is long enough to search (SPEC §5: at least 2 characters). */
export const canSearch = (text: string): boolean => text.trim().length >= SEARCH_MIN_CHARS;

export const searchQueryOptions = (text: string) => {
  const q = text.trim();
  return queryOptions({
    queryKey: [...searchKey, { q }] as const,
    queryFn: ({ signal }) => search(q, { signal }),
    enabled: canSearch(q),
    // Results change with every add or edit; a minute is fresh enough for typing back and forth.
    staleTime: 60_000,
  });
};

export const useSearch = (debouncedText: string) => useQuery(searchQueryOptions(debouncedText));
