// The bell's "N new" (SPEC §2): an item is new until the popover has been opened while it was listed.
// What has been seen is kept per user in localStorage as the items' keys (type and id, not timestamps,
// so a feed whose times are due dates or arrive late still counts right), at most the latest 500 keys.
// Pure apart from the storage handed in, so the rules are unit-tested.
import type { AppNotification } from './notification-model';

export const SEEN_NOTIFICATIONS_LIMIT = 500;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const notificationKey = (item: Pick<AppNotification, 'type' | 'id'>): string =>
  `${item.type}:${item.id}`;

export const seenStorageKey = (userId: string): string => `picket.notifications.seen.${userId}`;

/** The keys already seen, oldest first; empty when nothing is stored or storage is unavailable. */
export const readSeenKeys = (storage: KeyValueStorage | undefined, userId: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(seenStorageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

/** The seen keys after the popover showed `items`: earlier ones kept, the newest 500 in all. */
export const markSeen = (seen: readonly string[], items: readonly AppNotification[]): string[] => {
  // Items come newest first; stored oldest first so trimming drops the oldest.
  const added = items.map(notificationKey).reverse();
  const addedSet = new Set(added);
  return [...seen.filter((key) => !addedSet.has(key)), ...added].slice(-SEEN_NOTIFICATIONS_LIMIT);
};

export const writeSeenKeys = (
  storage: KeyValueStorage | undefined,
  userId: string,
  keys: readonly string[],
): void => {
  try {
    storage?.setItem(seenStorageKey(userId), JSON.stringify(keys));
  } catch {
    // Private mode or a full storage: the count then resets with the page, nothing breaks.
  }
};

export const countUnseen = (items: readonly AppNotification[], seen: ReadonlySet<string>): number =>
  items.filter((item) => !seen.has(notificationKey(item))).length;
