// What the screens show of working offline, without loading the database: whether the browser has a
// network, and the signed-in user's queue, notices and sync state as the offline layer last published them
// (offline-layer.ts keeps them current, across tabs).
import { useSyncExternalStore } from 'react';
import type { QueuedQuote, SyncNotice } from './offline-rules';

export interface OfflineSnapshot {
  queue: readonly QueuedQuote[];
  notices: readonly SyncNotice[];
  syncing: boolean;
}

const empty: OfflineSnapshot = { queue: [], notices: [], syncing: false };
let snapshot = empty;
const listeners = new Set<() => void>();

export const publishOffline = (patch: Partial<OfflineSnapshot>): void => {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
};

/** Logout: nothing of the last user's queue stays on screen. */
export const resetOfflineSnapshot = (): void => publishOffline(empty);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineSnapshot = (): OfflineSnapshot => useSyncExternalStore(subscribe, () => snapshot);

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network (a request may still fail: the sync treats that as offline). */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine);
