// The service worker (issue 17), built into dist/sw.js by vite-plugin-pwa (frontend/vite.config.ts), which writes
// the build's file list where `self.__WB_MANIFEST` stands. It precaches the whole build — the app shell, every
// lazy page (the quote builder's chunks among them) and both languages' messages — answers the app's routes
// with index.html so the signed-in app opens with no network, and keeps the runtime config (network first). It
// never caches an /api/* answer: what a user may read offline is theirs alone and lives in their IndexedDB
// (lib/offline/), not in Cache Storage. A new version waits until the user chooses Reload.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  type PrecacheEntry,
  PrecacheRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  cachePrefix,
  configCacheMaxAgeSeconds,
  configCacheName,
  isWorkerMessage,
  navigationDenylist,
  workerMessages,
} from './lib/offline/service-worker-rules';

// The few parts of ServiceWorkerGlobalScope used here (the project's type-check has the DOM library, not the
// WebWorker one).
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerMessageEvent extends WaitUntilEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
declare const self: WorkerScope;

setCacheNameDetails({ prefix: cachePrefix });

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [...navigationDenylist],
  }),
);

/**
 * Set when a logout tells this worker it is being let go, until a signed-in page starts again: meanwhile it puts
 * nothing in a cache. Unregistering does not stop a worker that controls an open page, and a cache write it had
 * under way (the runtime config, a restored file) would otherwise bring back a cache the logout just deleted.
 */
let forgotten = false;
/** Cache writes under way, which a logout waits for before it deletes the caches. */
const cacheWrites = new Set<Promise<unknown>>();
const trackCacheWrite = (write: Promise<unknown>): void => {
  const settled = write.catch(() => undefined).finally(() => cacheWrites.delete(settled));
  cacheWrites.add(settled);
};

const configStrategy = new NetworkFirst({
  cacheName: configCacheName,
  networkTimeoutSeconds: 5,
  plugins: [
    new ExpirationPlugin({ maxEntries: 1, maxAgeSeconds: configCacheMaxAgeSeconds }),
    { cacheWillUpdate: async ({ response }) => (forgotten ? null : response) },
  ],
});
/** The runtime config, network first; the cache write it leaves behind is tracked (see `forgotten`). */
const fetchConfig = (event: WaitUntilEvent, request: Request): Promise<Response> => {
  const [response, done] = configStrategy.handleAll({ event, request });
  trackCacheWrite(done);
  return response;
};
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
  ({ event, request }) => fetchConfig(event, request),
);

/**
 * Logout deletes every cache while this worker may stay (a page it controls can still be open, and the
 * browser brings the same registration back when someone signs in there again), so a signed-in page asks it
 * to fetch again what is missing of this version's files: without them the app would not open offline.
 */
const restorePrecache = async (): Promise<void> => {
  const cache = await caches.open(precache.strategy.cacheName);
  for (const url of precache.getCachedURLs()) {
    if (forgotten) return;
    const cacheKey = precache.getCacheKeyForURL(url);
    if (!cacheKey || (await cache.match(cacheKey))) continue;
    const response = await fetch(url, { credentials: 'same-origin', cache: 'reload' });
    if (response.ok && !response.redirected && !forgotten) await cache.put(cacheKey, response);
  }
};

/**
 * What the app needs to open offline that the first install cannot have: the precache after a logout, and the
 * runtime config, which the page fetched before any worker was there to keep it.
 */
const prepareOffline = async (event: WorkerMessageEvent): Promise<void> => {
  forgotten = false;
  await restorePrecache();
  await fetchConfig(event, new Request('/config.json')).catch(() => undefined);
};

/** A logout: write nothing more, and answer once the writes under way are done, so the page can delete the caches. */
const forget = async (event: WorkerMessageEvent): Promise<void> => {
  forgotten = true;
  await Promise.all(cacheWrites);
  event.ports[0]?.postMessage({ type: workerMessages.forgotten });
};

self.addEventListener('message', (event) => {
  if (isWorkerMessage(event.data, workerMessages.skipWaiting)) void self.skipWaiting();
  if (isWorkerMessage(event.data, workerMessages.prepareOffline)) {
    const preparing = prepareOffline(event);
    trackCacheWrite(preparing);
    event.waitUntil(preparing);
  }
  if (isWorkerMessage(event.data, workerMessages.forget)) event.waitUntil(forget(event));
});

// The first version takes charge of the page that installed it at once; later ones wait for Reload.
clientsClaim();
