// The bell's new-item count for the signed-in user (rules in unseen-notifications.ts): the badge counts
// items never listed in an opened popover; opening marks everything listed as seen (on the server, for
// every device of this user), while that popover keeps showing which items were new when it opened, until
// "Mark all as read".
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { seenNotificationsQueryOptions, useMarkNotificationsSeen } from './api/seen-notifications';
import type { AppNotification } from './notification-model';
import { countUnseen, keysOf, notificationKey } from './unseen-notifications';

export const useSeenNotifications = (userId: string, items: readonly AppNotification[]) => {
  const seenQuery = useQuery(seenNotificationsQueryOptions(userId));
  const mark = useMarkNotificationsSeen(userId);
  const seen = seenQuery.data?.seenKeys;
  const seenSet = useMemo(() => new Set(seen ?? []), [seen]);
  const [seenAtOpen, setSeenAtOpen] = useState<ReadonlySet<string> | null>(null);
  const newSet = seenAtOpen ?? seenSet;
  const { mutate } = mark;

  const markAllSeen = useCallback(() => {
    setSeenAtOpen(seenSet);
    if (items.length > 0) mutate(keysOf(items));
  }, [items, mutate, seenSet]);

  const markAllRead = useCallback(() => {
    setSeenAtOpen(new Set(keysOf(items)));
    if (items.length > 0) mutate(keysOf(items));
  }, [items, mutate]);

  return {
    /** For the badge: items not yet listed in an opened popover (none until the server has said). */
    unseenCount: seen ? countUnseen(items, seenSet) : 0,
    /** For the popover's "N new": items that were unseen when it opened. */
    newAtOpenCount: seen ? countUnseen(items, newSet) : 0,
    isNewAtOpen: (item: AppNotification) => Boolean(seen) && !newSet.has(notificationKey(item)),
    markAllSeen,
    markAllRead,
  };
};
