// The service worker (src/sw.ts) from the page's side: the signed-in shell registers it once the page has
// loaded (the public pages never do: neither this module nor workbox-window is in their chunks), looks for a
// new version every 30 minutes and whenever the app comes back to the foreground, and shows "A new version is
// ready" while one waits; Reload lets it take over and reloads the page. Logout unregisters it
// (clear-caches.ts), and the next sign-in registers it again.
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { isWorkerMessage, workerMessages } from './service-worker-rules';

const updateCheckIntervalMs = 30 * 60 * 1000;
/** How long a logout waits for a worker's `forgotten` (one that does not answer — busy or gone — is not waited for). */
const forgetTimeoutMs = 3000;

interface Registered {
  workbox: Workbox;
  stop: () => void;
}

let registered: Promise<Registered | undefined> | undefined;
/** Bumped at logout, so the events of a worker registered before it change nothing any more. */
let generation = 0;
let updateReady = false;
const listeners = new Set<() => void>();

const setUpdateReady = (ready: boolean) => {
  updateReady = ready;
  for (const listener of listeners) listener();
};

const afterLoad = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((done) => window.addEventListener('load', () => done(), { once: true }));

const register = async (): Promise<Registered | undefined> => {
  const current = generation;
  await afterLoad();
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Also when a version was already waiting as the page opened.
  workbox.addEventListener('waiting', () => {
    if (current === generation) setUpdateReady(true);
  });
  const registration = await workbox.register();
  if (!registration) return undefined;
  // The files a logout deleted and the runtime config, so the app opens offline (see sw.ts).
  void navigator.serviceWorker.ready.then((ready) =>
    ready.active?.postMessage({ type: workerMessages.prepareOffline }),
  );
  const check = () => {
    if (navigator.onLine) workbox.update().catch(() => undefined);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, updateCheckIntervalMs);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return {
    workbox,
    stop: () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
};

/** Registers the worker once per sign-in, after the page has loaded. Not in `vite dev`, which serves none. */
export const startServiceWorker = (): void => {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || registered) return;
  registered = register().catch((error: unknown) => {
    console.warn('The app could not be installed for offline use.', error);
    return undefined;
  });
};

/** Tells a worker to write no cache any more; settles when it has finished the writes under way, or after a while. */
const askToForget = (worker: ServiceWorker): Promise<void> =>
  new Promise((done) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(finish, forgetTimeoutMs);
    function finish() {
      window.clearTimeout(timer);
      channel.port1.close();
      done();
    }
    channel.port1.onmessage = (event) => {
      if (isWorkerMessage(event.data, workerMessages.forgotten)) finish();
    };
    worker.postMessage({ type: workerMessages.forget }, [channel.port2]);
  });

/**
 * Unregisters every worker of this site and forgets the waiting version (logout). Unregistering does not stop a
 * worker that controls this page, so each is first told to put nothing more in a cache (see sw.ts).
 */
export const unregisterServiceWorker = async (): Promise<void> => {
  const previous = registered;
  registered = undefined;
  generation += 1;
  setUpdateReady(false);
  (await previous)?.stop();
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  const workers = registrations.flatMap(({ installing, waiting, active }) =>
    [installing, waiting, active].filter((worker) => worker !== null),
  );
  await Promise.all(workers.map(askToForget));
  await Promise.all(registrations.map((registration) => registration.unregister()));
};

/** The user chose Reload: the waiting version takes over, then the page loads again under it. */
export const reloadToNewVersion = async (): Promise<void> => {
  const current = await registered;
  if (!current) return window.location.reload();
  current.workbox.addEventListener('controlling', () => window.location.reload());
  current.workbox.messageSkipWaiting();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether a new version waits for the user's Reload. */
export const useUpdateReady = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
