// Notifications: what a contractor should see in the bell, one item each, read per feed newest first.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { LeadAlert } from './entities/lead-alert';
import { Notification } from './entities/notification';
import { NotificationReads } from './entities/notification-reads';

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

// The bell items one user has seen (empty, at version 0, until they first open the bell).
export const getNotificationReads = async (
  contractorId: string,
  userId: string,
): Promise<{ seenKeys: string[]; version: number }> => {
  const { data } = await NotificationReads.get({ contractorId, userId }).go();
  return data ? { seenKeys: data.seenKeys, version: data.version } : { seenKeys: [], version: 0 };
};

// Replaces a user's seen items if they are still at the version read; false when another write came first.
export const saveNotificationReads = (
  contractorId: string,
  userId: string,
  seenKeys: string[],
  versionRead: number,
): Promise<boolean> =>
  heldCondition(() =>
    versionRead === 0
      ? NotificationReads.create({ contractorId, userId, seenKeys, version: 1 }).go()
      : NotificationReads.patch({ contractorId, userId })
          .set({ seenKeys, version: versionRead + 1 })
          .where(({ version }, { eq }) => eq(version, versionRead))
          .go(),
  );

// Claims the alert of one lead: true when this caller may send it — nobody claimed it, or a claim older than
// `staleBefore` was never finished.
export const claimLeadAlert = async (
  contractorId: string,
  quoteId: string,
  claimedAt: string,
  staleBefore: string,
): Promise<boolean> =>
  heldCondition(() =>
    LeadAlert.put({ contractorId, quoteId, claimedAt })
      .where(
        (attributes, { notExists, lt }) =>
          `${notExists(attributes.claimedAt)} OR (${notExists(attributes.sentAt)} AND ${lt(attributes.claimedAt, staleBefore)})`,
      )
      .go(),
  );

// Marks a claimed lead alert sent.
export const markLeadAlertSent = async (
  contractorId: string,
  quoteId: string,
  sentAt: string,
): Promise<void> => {
  await LeadAlert.patch({ contractorId, quoteId }).set({ sentAt }).go();
};
