// The customer list's URL search parameters (/customers?sort=name&q=…&assignedTo=…): the sort (newest first
// unless `name`), the search text and whose customers, so a reload or a shared link shows the same list. Plain checks, no zod: the
// route's options load with every page.
import type { CustomerSort } from '#domain/contract/customers';
import { oneOf, text } from '#frontend/lib/search-params';

export const customerSorts = ['newest', 'name'] as const satisfies readonly CustomerSort[];

/** The longest search text the URL keeps (the API's search takes no more). */
export const CUSTOMER_SEARCH_MAX = 100;

export interface CustomerListSearch {
  /** Absent for the default, newest first. */
  sort?: CustomerSort | undefined;
  q?: string | undefined;
  /** The customers one person looks after (a user id), newest first; absent for everyone's. */
  assignedTo?: string | undefined;
}

// Each key is set even when the URL's value is refused: the router lays the checked search over the URL's
// own, so a key left out would let `sort=bogus` through to the page and its loader.
export const validateCustomerListSearch = (search: Record<string, unknown>): CustomerListSearch => ({
  sort: oneOf(search, 'sort', customerSorts).sort,
  q: text(search, 'q', CUSTOMER_SEARCH_MAX).q,
  assignedTo: text(search, 'assignedTo', 64).assignedTo,
});

/** The `q` a search text becomes in the URL: trimmed, absent when empty or too long. */
export const searchParamOf = (typed: string): string | undefined =>
  text({ q: typed }, 'q', CUSTOMER_SEARCH_MAX).q;

/** The `sort` a choice becomes in the URL: newest first is the default, so it is left out. */
export const sortParamOf = (sort: CustomerSort): CustomerSort | undefined =>
  sort === 'newest' ? undefined : sort;
