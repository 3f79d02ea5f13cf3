// What the page and the service worker (frontend/src/sw.ts) agree on: the messages between them, the prefix of
// the caches the worker keeps, and the navigations it answers with the app's index.html. Pure: the worker's
// build imports it too.

/** Every cache the worker opens is named `picket-…` (Workbox's precache, the runtime config). */
export const cachePrefix = 'picket';

/** The runtime config (`/config.json`), kept so the app starts with no network; dropped after 30 days. */
export const configCacheName = `${cachePrefix}-config`;
export const configCacheMaxAgeSeconds = 30 * 24 * 60 * 60;

/** The page's messages to the worker. */
export const workerMessages = {
  /** The user chose Reload: the waiting version takes over (workbox-window sends this one). */
  skipWaiting: 'SKIP_WAITING',
  /**
   * A signed-in page started: make sure the app opens offline — fetch what is missing of this version's files
   * (a logout empties the precache) and keep the runtime config.
   */
  prepareOffline: 'PICKET_PREPARE_OFFLINE',
  /**
   * A logout: write no cache any more (the worker may stay while an open page uses it), and answer `forgotten`
   * on the message's port once the writes under way are done, so the caches the page deletes next stay deleted.
   */
  forget: 'PICKET_FORGET',
  /** The worker's answer to `forget`. */
  forgotten: 'PICKET_FORGOTTEN',
} as const;

export const isWorkerMessage = (data: unknown, type: string): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;

/**
 * Navigations the worker leaves to the server instead of answering with index.html: the API, the local
 * runtime's own pages and uploads, anything with a file extension (a missing file is a 404, not the app, as the
 * server and CloudFront have it), and a contractor's embedded calculator, which is sent with its own frameable
 * security headers (index.html's forbid any frame). Workbox tests path and query.
 */
export const navigationDenylist: readonly RegExp[] = [
  /^\/api\//,
  /^\/dev\//,
  /^\/local-uploads\//,
  /^\/c\/[^/?]+\/embed\/?(?:\?.*)?$/,
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/,
];

/** Whether the worker answers a navigation to this path (and query) with the app. */
export const isAppNavigation = (pathAndQuery: string): boolean =>
  !navigationDenylist.some((pattern) => pattern.test(pathAndQuery));
