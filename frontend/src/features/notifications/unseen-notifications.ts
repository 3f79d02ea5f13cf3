// The bell's "N new" (SPEC §2): an item is new until the popover has been opened while it was listed. What a
// user has seen is kept on the server per user (domain/notification-reads.ts), so every device agrees.
import { notificationKey } from '#domain/notification-reads';
import type { AppNotification } from './notification-model';

export { markSeen, notificationKey, SEEN_NOTIFICATIONS_LIMIT } from '#domain/notification-reads';

export const keysOf = (items: readonly AppNotification[]): string[] => items.map(notificationKey);

export const countUnseen = (items: readonly AppNotification[], seen: ReadonlySet<string>): number =>
  items.filter((item) => !seen.has(notificationKey(item))).length;
