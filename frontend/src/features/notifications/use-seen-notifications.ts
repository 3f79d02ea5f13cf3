// The bell's new-item count for the signed-in user (rules in unseen-notifications.ts): the badge counts
// items never listed in an opened popover; opening marks everything listed as seen, while that popover
// keeps showing which items were new when it opened. The seen keys are one store per page, so the
// desktop and mobile bells agree, and follow other tabs through the `storage` event.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { AppNotification } from './notification-model';
import {
  countUnseen,
  markSeen,
  notificationKey,
  readSeenKeys,
  seenStorageKey,
  writeSeenKeys,
} from './unseen-notifications';

const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

const cache = new Map<string, string[]>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const seenKeysOf = (userId: string): string[] => {
  let keys = cache.get(userId);
  if (!keys) {
    keys = readSeenKeys(browserStorage(), userId);
    cache.set(userId, keys);
  }
  return keys;
};

const onStorage = (event: StorageEvent) => {
  if (event.key !== null && !event.key.startsWith(seenStorageKey(''))) return;
  cache.clear();
  notify();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

export const useSeenNotifications = (userId: string, items: readonly AppNotification[]) => {
  const seen = useSyncExternalStore(subscribe, () => seenKeysOf(userId));
  const seenSet = useMemo(() => new Set(seen), [seen]);
  const [seenAtOpen, setSeenAtOpen] = useState<ReadonlySet<string>>(seenSet);

  const markAllSeen = useCallback(() => {
    setSeenAtOpen(seenSet);
    const next = markSeen(seen, items);
    cache.set(userId, next);
    writeSeenKeys(browserStorage(), userId, next);
    notify();
  }, [items, seen, seenSet, userId]);

  return {
    /** For the badge: items not yet listed in an opened popover. */
    unseenCount: countUnseen(items, seenSet),
    /** For the popover's "N new": items that were unseen when it opened. */
    newAtOpenCount: countUnseen(items, seenAtOpen),
    isNewAtOpen: (item: AppNotification) => !seenAtOpen.has(notificationKey(item)),
    markAllSeen,
  };
};
