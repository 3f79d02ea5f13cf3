// Opening the app with no signal: the server cannot say who is signed in, so the user who was signed in
// last on this device (if they have not logged out) is read from their own database, with the reads kept for
// them, for up to 30 days. Loaded only when GET /api/auth/me fails for want of a network (lib/current-user.ts).
import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#domain/contract/auth';
import { restoreReads } from './cached-reads';
import { lastOfflineUser, offlineDb } from './offline-db';
import { isExpired } from './offline-rules';

export const restoreOfflineSession = async (queryClient: QueryClient): Promise<CurrentUser | null> => {
  const userId = lastOfflineUser();
  if (!userId) return null;
  try {
    const db = offlineDb(userId);
    const me = await db.reads.get(hashKey(['/api/auth/me']));
    if (!me || isExpired(me.savedAt) || !me.data) return null;
    await restoreReads(db, queryClient);
    // TanStack Query learns of the network from events only: tell it now, so reads wait for a connection.
    if (!navigator.onLine) onlineManager.setOnline(false);
    return me.data as CurrentUser;
  } catch (error) {
    console.warn('Could not open the data kept on this device.', error);
    return null;
  }
};
