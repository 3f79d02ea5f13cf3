// The offline layer of the signed-in app, started by the shell for the signed-in user: it opens the user's
// own database (and drops what expired, and other users' kept reads), keeps the offline reads as they arrive,
// publishes the queue and notices (live, across tabs) for the offline bar, puts kept reads back when the
// network goes, and syncs the queue at start, when the network comes back, every minute while something
// waits, and on demand. Logout stops it and deletes the databases (clear-offline-data.ts).
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useEffect, useRef } from 'react';
import { pricingSettingsQueryKey } from '../pricing-settings';
import { allCustomersKey, contractorCustomersKey, contractorQuotesKey } from '../query-keys';
import { dashboardQueryKey } from '../report-keys';
import { keepReadsOf, refreshKeptRead, restoreReads } from './cached-reads';
import {
  deleteOfflineDatabases,
  dropExpired,
  dropOtherUsersData,
  type OfflineDb,
  offlineDb,
  rememberOfflineUser,
} from './offline-db';
import { publishOffline, resetOfflineSnapshot } from './offline-status';
import { type SyncResult, syncQueue, withSyncLock } from './sync-outbox';

export interface OfflineUser {
  id: string;
  role: 'owner' | 'rep' | 'crew';
  contractor: { id: string };
}

/** While something waits and the browser says it is online, the queue is tried again this often. */
const RETRY_MS = 60_000;

const warn = (error: unknown) => console.warn('Offline data:', error);

let stopCurrent: (() => void) | undefined;
let syncCurrent: (() => Promise<void>) | undefined;

/** Sends what waits now (the offline bar's "Sync now"); nothing when signed out or offline. */
export const syncOfflineQueue = (): Promise<void> => syncCurrent?.() ?? Promise.resolve();

export const stopOfflineLayer = (): void => {
  stopCurrent?.();
  stopCurrent = undefined;
  syncCurrent = undefined;
  resetOfflineSnapshot();
};

/** Logout: the layer stops first (nothing is written after), then every database of it goes. */
export const clearOfflineDatabase = async (): Promise<void> => {
  stopOfflineLayer();
  await deleteOfflineDatabases();
};

/** The synced quotes show in the lists, the dashboard and the customers (a new customer came with one). */
const refreshAfterSync = (queryClient: QueryClient, contractorId: string) =>
  Promise.all(
    [
      contractorQuotesKey(contractorId),
      contractorCustomersKey(contractorId),
      allCustomersKey,
      dashboardQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

const watchQueue = (db: OfflineDb) => {
  const queue = liveQuery(() => db.outbox.orderBy('createdAt').toArray()).subscribe({
    next: (entries) => publishOffline({ queue: entries }),
    error: warn,
  });
  const notices = liveQuery(() => db.notices.orderBy('createdAt').toArray()).subscribe({
    next: (entries) => publishOffline({ notices: entries }),
    error: warn,
  });
  return () => {
    queue.unsubscribe();
    notices.unsubscribe();
  };
};

const makeSync = (
  user: OfflineUser,
  db: OfflineDb,
  queryClient: QueryClient,
  state: { stopped: boolean },
  onSynced: (result: SyncResult) => void,
) => {
  return async () => {
    if (state.stopped || !navigator.onLine) return;
    if ((await db.outbox.filter((entry) => entry.failure === null).count()) === 0) return;
    publishOffline({ syncing: true });
    try {
      const result = await withSyncLock(user.id, () => syncQueue(db));
      if (state.stopped || !result || result.synced === 0) return;
      await refreshAfterSync(queryClient, user.contractor.id);
      onSynced(result);
    } catch (error) {
      warn(error);
    } finally {
      if (!state.stopped) publishOffline({ syncing: false });
    }
  };
};

export const startOfflineLayer = (
  user: OfflineUser,
  queryClient: QueryClient,
  onSynced: (result: SyncResult) => void,
): (() => void) => {
  stopOfflineLayer();
  const state = { stopped: false };
  const db = offlineDb(user.id);
  rememberOfflineUser(user.id);
  void dropExpired(db).catch(warn);
  void dropOtherUsersData(user.id).catch(warn);
  const stopKeeping = keepReadsOf(queryClient, db);
  const stopWatching = watchQueue(db);
  const sync = makeSync(user, db, queryClient, state, onSynced);
  // Prices are read whenever there is a network, so New Quote prices offline even if not opened today.
  const refreshPrices = () => {
    if (user.role !== 'crew') void refreshKeptRead(db, pricingSettingsQueryKey);
  };
  const goOffline = () => {
    onlineManager.setOnline(false);
    void restoreReads(db, queryClient).catch(warn);
  };
  const goOnline = () => {
    refreshPrices();
    void sync();
  };
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  const timer = setInterval(() => void sync(), RETRY_MS);
  if (navigator.onLine) goOnline();
  else goOffline();

  const stop = () => {
    state.stopped = true;
    clearInterval(timer);
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
    stopKeeping();
    stopWatching();
    if (stopCurrent === stop) {
      stopCurrent = undefined;
      syncCurrent = undefined;
      resetOfflineSnapshot();
    }
  };
  stopCurrent = stop;
  syncCurrent = sync;
  return stop;
};

/** Runs the layer while `user` is signed in; `onSynced` hears of each run that synced something. */
export const useOfflineLayer = (
  user: OfflineUser | null | undefined,
  onSynced: (result: SyncResult) => void,
) => {
  const queryClient = useQueryClient();
  const onSyncedRef = useRef(onSynced);
  onSyncedRef.current = onSynced;
  const id = user?.id;
  const role = user?.role;
  const contractorId = user?.contractor.id;
  useEffect(() => {
    if (!id || !role || !contractorId) return;
    return startOfflineLayer({ id, role, contractor: { id: contractorId } }, queryClient, (result) =>
      onSyncedRef.current(result),
    );
  }, [id, role, contractorId, queryClient]);
};
