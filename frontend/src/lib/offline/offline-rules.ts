// The pure half of working offline (no IndexedDB, no DOM): what a queued quote and a sync notice hold, which
// reads are kept on the device and how much of them, when something kept has expired, the order the queue
// syncs in, what a failed sync call means, and whether the server's price differs from the phone's.
import type { QuoteSaveInput } from '#domain/contract/quotes';
import { ApiError } from '../api-error';

/** Everything kept on the device (cached reads, queued quotes, notices) is dropped 30 days after it was saved. */
export const OFFLINE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A quote saved on the device while there was no connection, waiting for POST /api/quotes. */
export interface QueuedQuote {
  /** Its `Idempotency-Key` (a UUID made when it was saved) and the row's key: a repeat sync creates nothing. */
  id: string;
  /** When it was saved on the device (ms): the queue syncs oldest first. */
  createdAt: number;
  /** What POST /api/quotes takes: the fence, `homeownerId` or `newCustomer`, job title, language… */
  request: QuoteSaveInput;
  /** The total the device priced from its cached pricing settings, in dollars. */
  localTotal: number;
  /** How the queue names it: the customer's name. */
  customerName: string;
  /** Set when "Text quote" was asked for: the send's own `Idempotency-Key`. */
  textKey: string | null;
  /** The quote the server made, once it did (a later run then only texts it). */
  saved: { id: string; number: number; total: number } | null;
  /** The server's refusal (a 4xx): the entry waits for the user to try again or discard it. */
  failure: string | null;
}

/** What a sync did that the user must see: a total that changed (nothing was texted), or a text that failed. */
export interface SyncNotice {
  id: string;
  createdAt: number;
  kind: 'pricesChanged' | 'textFailed';
  quoteId: string;
  quoteNumber: number;
  /** Dollars: the device's total and the server's (pricesChanged). */
  was?: number;
  now?: number;
  /** The server's message (textFailed). */
  message?: string;
}

/** A TanStack Query answer kept on the device, under its query hash. */
export interface StoredRead {
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server answered it (the query's `dataUpdatedAt`): the page's "last updated". */
  savedAt: number;
}

export const isExpired = (savedAt: number, now: number = Date.now()): boolean =>
  now - savedAt > OFFLINE_TTL_MS;

/**
 * The reads a contractor needs with no signal, all their own: who is signed in, the pricing settings and
 * catalog (to price), the team and its rules (the builder's seller and discount limit), the dashboard (today's
 * and tomorrow's schedule), and the first page of the customer and job lists (recent customers, open jobs).
 */
export const isOfflineRead = (queryKey: readonly unknown[]): boolean => {
  const [path, second, third] = queryKey;
  switch (path) {
    case '/api/auth/me':
    case '/api/pricing-settings':
    case '/api/team':
    case '/api/team/settings':
    case '/api/dashboard':
      return queryKey.length === 1;
    case '/api/contractors':
      return third === 'homeowners' && queryKey.length === 4;
    case '/api/jobs':
      return second === 'list';
    default:
      return false;
  }
};

interface Pages {
  pages: unknown[];
  pageParams: unknown[];
}

const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as Pages).pages) &&
  Array.isArray((data as Pages).pageParams);

/** What is kept of an answer: a list's first page only (the most recent), anything else as it is. */
export const keptData = (data: unknown): unknown =>
  isPages(data) ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data;

/** The order the queue syncs in: oldest first (the id breaks a tie), skipping what the server refused. */
export const syncOrder = (queue: readonly QueuedQuote[], now: number = Date.now()): QueuedQuote[] =>
  queue
    .filter((entry) => entry.failure === null && !isExpired(entry.createdAt, now))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

/**
 * What a failed call means for the queue: `later` stops the run and keeps the entry as it is (no network,
 * signed out, throttled, the server failing); `refused` is the server's answer to this request (invalid,
 * forbidden, conflicting), kept with its message for the user.
 */
export const failureKind = (status: number): 'later' | 'refused' => {
  if (status === 0 || status === 401 || status === 408 || status === 425 || status === 429) return 'later';
  if (status >= 500) return 'later';
  return 'refused';
};

/** The totals differ by at least a cent. */
const differs = (a: number, b: number) => Math.abs(a - b) >= 0.005;

/** What follows a created quote: tell the user about a new total (and text nothing), text it, or nothing. */
export const afterCreate = (
  entry: Pick<QueuedQuote, 'localTotal' | 'textKey'>,
  serverTotal: number,
): 'pricesChanged' | 'text' | 'done' => {
  if (differs(entry.localTotal, serverTotal)) return 'pricesChanged';
  return entry.textKey ? 'text' : 'done';
};

/** The name of a user's database on this device: another user's never shares it. */
export const offlineDbName = (userId: string): string => `picket-offline-${userId}`;

/** Every database this layer makes starts with this. */
export const offlineDbPrefix = 'picket-offline-';

/** The queue's count for the offline bar: waiting (not refused) and refused. */
export const queueCounts = (queue: readonly QueuedQuote[]) => ({
  waiting: queue.filter((entry) => entry.failure === null).length,
  failed: queue.filter((entry) => entry.failure !== null).length,
});

/** A new `Idempotency-Key`: a random UUID (the server takes 1–128 of `[A-Za-z0-9_.:-]`). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** A call that got no answer at all: no network (or the request never reached the server). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

export type OfflineBarKey =
  | 'offline.bar.offline'
  | 'offline.bar.offlineOne'
  | 'offline.bar.offlineMany'
  | 'offline.bar.syncing'
  | 'offline.bar.waitingOne'
  | 'offline.bar.waitingMany'
  | 'offline.bar.failedOne'
  | 'offline.bar.failedMany'
  | 'offline.bar.notices';

/** What the offline bar says (its text key and count), or null when there is nothing to say. */
export const offlineBarMessage = (state: {
  online: boolean;
  syncing: boolean;
  waiting: number;
  failed: number;
  notices: number;
}): { key: OfflineBarKey; count: number } | null => {
  const { online, syncing, waiting, failed, notices } = state;
  const counted = (one: OfflineBarKey, many: OfflineBarKey, count: number) => ({
    key: count === 1 ? one : many,
    count,
  });
  if (!online)
    return waiting === 0
      ? { key: 'offline.bar.offline', count: 0 }
      : counted('offline.bar.offlineOne', 'offline.bar.offlineMany', waiting);
  if (syncing) return { key: 'offline.bar.syncing', count: waiting };
  if (waiting > 0) return counted('offline.bar.waitingOne', 'offline.bar.waitingMany', waiting);
  if (failed > 0) return counted('offline.bar.failedOne', 'offline.bar.failedMany', failed);
  if (notices > 0) return { key: 'offline.bar.notices', count: notices };
  return null;
};
