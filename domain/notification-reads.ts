// Which bell items a user has seen (SPEC §2 Notifications: the badge and "N new"). Each item is known by its
// key — its type and id, not its time, so a feed whose times are due dates or arrive late still counts right.
// Kept per user on the server (the same on every device), at most the newest 500 keys.
import * as z from 'zod/mini';
import { message } from './schemas/message';

export const SEEN_NOTIFICATIONS_LIMIT = 500;

export const notificationKey = (item: { type: string; id: string }): string => `${item.type}:${item.id}`;

/** The seen keys after `keys` were shown, oldest first: earlier ones kept, the newest 500 in all. */
export const markSeen = (seen: readonly string[], keys: readonly string[]): string[] => {
  // Shown items come newest first; stored oldest first so trimming drops the oldest.
  const added = [...keys].reverse();
  const addedSet = new Set(added);
  return [...seen.filter((key) => !addedSet.has(key)), ...added].slice(-SEEN_NOTIFICATIONS_LIMIT);
};

/** POST /api/notifications/seen: the keys of the items the bell showed (its feeds hold at most 150). */
export const notificationsSeenSchema = z.object({
  keys: z
    .array(
      z
        .string(message('field.invalid'))
        .check(z.minLength(1, message('field.invalid')), z.maxLength(200, message('field.invalid'))),
      message('field.invalid'),
    )
    .check(z.minLength(1, message('field.invalid')), z.maxLength(200, message('field.invalid'))),
});
