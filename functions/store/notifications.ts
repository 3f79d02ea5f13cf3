// Notifications: what a contractor should see in the bell, one item each, read per feed newest first.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { Notification } from './entities/notification';

export { type NotificationType, notificationTypes } from './entities/notification';
export type NotificationItem = EntityItem<typeof Notification>;

// Creates a notification unless one with its id exists; true when this call made it.
export const createNotificationOnce = (notification: NotificationItem): Promise<boolean> =>
  heldCondition(() => Notification.create(notification).go());

// The newest notifications of one feed (gsi1).
export const listFeed = async (
  contractorId: string,
  feed: NotificationItem['feed'],
  limit: number,
): Promise<NotificationItem[]> =>
  (await Notification.query.byFeed({ contractorId, feed }).go({ order: 'desc', limit })).data;
