// Creates a notification once: its id comes from the event, so a redelivered or republished event finds
// it already there and changes nothing.
import type { EntityItem } from 'electrodb';
import { isConditionalFailure } from '#functions/store/conditional-failure';
import type { Notification } from '#functions/store/entities/notification';
import { store } from '#functions/store/service';

/** True when this call made it; false when it was already there. */
export const createNotificationOnce = async (
  notification: EntityItem<typeof Notification>,
): Promise<boolean> => {
  try {
    await store.entities.notification.create(notification).go();
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return false;
  }
};
