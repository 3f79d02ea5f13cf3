// The admin lists' URL search parameters: the search box's `q` (contractors, users, the security log) and the
// security log's event `type`, checked by hand like every route's search (lib/search-params.ts). Route options
// load with every page, the public ones included, so this module stays small: a `type` is kept when it reads
// like an event type, and the page itself tells a known one (admin-display.ts `knownAuditType`).
import { text } from '#frontend/lib/search-params';

/** The longest search text the URL keeps (the API takes no more). */
export const ADMIN_SEARCH_MAX = 100;

export interface AdminListSearch {
  q?: string | undefined;
}

export const validateAdminListSearch = (search: Record<string, unknown>): AdminListSearch => ({
  q: text(search, 'q', ADMIN_SEARCH_MAX).q,
});

export interface SecuritySearch extends AdminListSearch {
  /** The security log's event type (snake_case, as written); every type when absent. */
  type?: string | undefined;
}

export const validateSecuritySearch = (search: Record<string, unknown>): SecuritySearch => ({
  type: typeof search.type === 'string' && /^[a-z_]{1,40}$/.test(search.type) ? search.type : undefined,
  q: text(search, 'q', ADMIN_SEARCH_MAX).q,
});

/** The `q` a search text becomes in the URL: trimmed, absent when empty or too long. */
export const searchParamOf = (typed: string): string | undefined =>
  text({ q: typed }, 'q', ADMIN_SEARCH_MAX).q;
