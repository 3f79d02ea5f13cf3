// The device's own database (IndexedDB through Dexie, Apache-2.0): one per signed-in user, named after the
// user's id, so another user on the same device never opens it. It holds the reads kept for offline use, the
// quotes queued to sync and the notices a sync left. Loaded only by the signed-in app (this module and Dexie
// are never in the public pages' chunks).
import Dexie, { type EntityTable } from 'dexie';
import {
  isExpired,
  offlineDbName,
  offlineDbPrefix,
  type QueuedQuote,
  type StoredRead,
  type SyncNotice,
} from './offline-rules';

export type OfflineDb = Dexie & {
  outbox: EntityTable<QueuedQuote, 'id'>;
  reads: EntityTable<StoredRead, 'hash'>;
  notices: EntityTable<SyncNotice, 'id'>;
};

const opened = new Map<string, OfflineDb>();

/** The user's database (made on first use). */
export const offlineDb = (userId: string): OfflineDb => {
  const existing = opened.get(userId);
  if (existing) return existing;
  const db = new Dexie(offlineDbName(userId)) as OfflineDb;
  db.version(1).stores({ outbox: 'id, createdAt', reads: 'hash, savedAt', notices: 'id, createdAt' });
  opened.set(userId, db);
  return db;
};

// Who was signed in last on this device: lets the app open with no signal (the server cannot say who is
// signed in). Only the id; removed at logout with everything else.
const lastUserKey = 'picket-offline-user';

export const rememberOfflineUser = (userId: string): void => {
  try {
    localStorage.setItem(lastUserKey, userId);
  } catch {
    // Storage refused (private mode, quota): the app still works online.
  }
};

export const lastOfflineUser = (): string | null => {
  try {
    return localStorage.getItem(lastUserKey);
  } catch {
    return null;
  }
};

const forgetOfflineUser = (): void => {
  try {
    localStorage.removeItem(lastUserKey);
  } catch {
    // Nothing was stored.
  }
};

/** Drops what has passed the 30 days. */
export const dropExpired = async (db: OfflineDb, now: number = Date.now()): Promise<void> => {
  await Promise.all([
    db.reads.filter((read) => isExpired(read.savedAt, now)).delete(),
    db.outbox.filter((entry) => isExpired(entry.createdAt, now)).delete(),
    db.notices.filter((notice) => isExpired(notice.createdAt, now)).delete(),
  ]);
};

/** The names of this layer's databases on the device (every user's). */
const offlineDbNames = async (): Promise<string[]> =>
  (await Dexie.getDatabaseNames()).filter((name) => name.startsWith(offlineDbPrefix));

/**
 * Another user signed in: the other users' kept reads go. A database still holding quotes nobody synced
 * keeps them (they belong to that user, who syncs them at their next sign-in) and loses everything else.
 */
export const dropOtherUsersData = async (userId: string): Promise<void> => {
  for (const name of await offlineDbNames()) {
    if (name === offlineDbName(userId)) continue;
    const other = offlineDb(name.slice(offlineDbPrefix.length));
    const waiting = await other.outbox.count();
    if (waiting === 0) {
      await other.delete();
    } else {
      await Promise.all([other.reads.clear(), other.notices.clear()]);
      other.close();
    }
    opened.delete(name.slice(offlineDbPrefix.length));
  }
};

/** Logout: every database of this layer on the device is deleted, and who was signed in is forgotten. */
export const deleteOfflineDatabases = async (): Promise<void> => {
  forgetOfflineUser();
  for (const db of opened.values()) db.close();
  opened.clear();
  await Promise.all((await offlineDbNames()).map((name) => Dexie.delete(name)));
};
