// The reads kept for offline use (offline-rules.ts `isOfflineRead`): each answer the server gives one of
// them is written to the signed-in user's database as it arrives; with no signal, the ones the page does not
// hold yet are put back into the query cache with the time the server gave them, so pages show them (and
// say when they were last updated) instead of waiting for a connection.
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { queryKeyToRequest } from '../api-error';
import type { OfflineDb } from './offline-db';
import { isExpired, isOfflineRead, keptData } from './offline-rules';

const currentUserPath = '/api/auth/me';

/** Writes a query's answer when it is one of the kept reads (a failure to write only loses the copy). */
export const keepRead = async (db: OfflineDb, query: Query): Promise<void> => {
  const { status, data, dataUpdatedAt } = query.state;
  if (status !== 'success' || data === null || data === undefined || !isOfflineRead(query.queryKey)) return;
  try {
    await db.reads.put({
      hash: query.queryHash,
      queryKey: query.queryKey,
      data: keptData(data),
      savedAt: dataUpdatedAt,
    });
  } catch (error) {
    console.warn('Could not keep a read for offline use.', error);
  }
};

/** Keeps the kept reads already cached, then each new answer; returns the unsubscribe. */
export const keepReadsOf = (queryClient: QueryClient, db: OfflineDb): (() => void) => {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) void keepRead(db, query);
  return cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') void keepRead(db, event.query);
  });
};

/**
 * Puts the kept reads the cache lacks back into it, dated when the server answered them (so they count as
 * stale and are read again once there is a connection). The current user is the caller's to restore.
 */
export const restoreReads = async (
  db: OfflineDb,
  queryClient: QueryClient,
  now = Date.now(),
): Promise<void> => {
  for (const read of await db.reads.toArray()) {
    if (read.queryKey[0] === currentUserPath || isExpired(read.savedAt, now)) continue;
    if (queryClient.getQueryData(read.queryKey) !== undefined) continue;
    queryClient.setQueryData(read.queryKey, read.data, { updatedAt: read.savedAt });
  }
};

/**
 * Reads a kept query from the server into the device's copy only, leaving the page's cache as it is (so a
 * page opened later still reads the server then, as it would without this). A failure keeps the old copy.
 */
export const refreshKeptRead = async (db: OfflineDb, queryKey: readonly unknown[]): Promise<void> => {
  const { path, queryParams } = queryKeyToRequest(queryKey);
  try {
    const data = await apiGet<unknown>(path, { queryParams });
    if (data === null || data === undefined) return;
    await db.reads.put({ hash: hashKey(queryKey), queryKey, data: keptData(data), savedAt: Date.now() });
  } catch (error) {
    console.warn('Could not refresh a read kept for offline use.', error);
  }
};
