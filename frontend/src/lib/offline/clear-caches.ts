// Logout's share of the service worker (clear-offline-data.ts runs it): the worker is unregistered and every
// cache of this site is deleted — the precached app files and the runtime config. They hold no one's data (API
// answers are never in Cache Storage), but nothing of the session stays on the device; the next sign-in
// registers the worker again and it fetches its files anew.
import { unregisterServiceWorker } from './service-worker';

export const clearOfflineCaches = async (): Promise<void> => {
  // The worker first (told to write no cache any more, then unregistered), so nothing comes back as the caches go.
  await unregisterServiceWorker();
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
};
