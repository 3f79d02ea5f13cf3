// After a language switch: the server writes some texts in the caller's language (bell messages, default
// milestone names), so every cached answer was written in the other one and is fetched again.
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user';

/**
 * Who is signed in is in no language, and asked again it would only repeat itself — or, for a visitor with no
 * session on a public page, be answered 401, which the browser logs as an error.
 */
const writtenInALanguage = (query: Query) => query.queryHash !== hashKey(currentUserQueryKey);

/**
 * Invalidates every cached answer but who is signed in (those on screen are fetched again at once, the others when next shown). A
 * fetch already on its way was asked in the old language, and a page's first fetch is not restarted by an
 * invalidation (TanStack Query hands back the one in flight): each of those is invalidated again when it lands.
 */
export const refetchInNewLanguage = (queryClient: QueryClient): void => {
  const cache = queryClient.getQueryCache();
  const onTheirWay = new Set(cache.findAll({ fetchStatus: 'fetching', predicate: writtenInALanguage }));
  void queryClient.invalidateQueries({ predicate: writtenInALanguage });
  if (onTheirWay.size === 0) return;
  const unsubscribe = cache.subscribe(({ query }) => {
    if (!onTheirWay.has(query) || query.state.fetchStatus !== 'idle') return;
    onTheirWay.delete(query);
    if (onTheirWay.size === 0) unsubscribe();
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
};
