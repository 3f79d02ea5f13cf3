// What the signed-in user has seen in the bell: read, and marked as the bell shows items. Two tabs marking at
// once each re-read and retry, so no key is lost; a handful of attempts always settles it.
import { markSeen } from '#domain/notification-reads';
import { getNotificationReads, saveNotificationReads } from '#functions/store/notifications';

export const seenNotifications = async (contractorId: string, userId: string): Promise<string[]> =>
  (await getNotificationReads(contractorId, userId)).seenKeys;

export const markNotificationsSeen = async (
  contractorId: string,
  userId: string,
  keys: readonly string[],
): Promise<string[]> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await getNotificationReads(contractorId, userId);
    const next = markSeen(current.seenKeys, keys);
    if (await saveNotificationReads(contractorId, userId, next, current.version)) return next;
  }
  throw new Error('Notification reads kept changing during five attempts');
};
