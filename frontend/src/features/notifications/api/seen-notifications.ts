// GET and POST /api/notifications/seen: the bell items the signed-in user has seen. A mark shows at once
// (the cached keys are updated before the server answers) and the server's answer then replaces them.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#domain/contract/index';
import { markSeen } from '#domain/notification-reads';
import { apiGet, apiPost } from '#frontend/lib/api-client';

type SeenNotifications = ResponseOf<'GET /api/notifications/seen'>;

/** Keyed by user too: after signing in as someone else, the bell never shows the last user's state. */
export const seenNotificationsKey = (userId: string) => ['/api/notifications/seen', userId] as const;

export const seenNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: seenNotificationsKey(userId),
    queryFn: ({ signal }) => apiGet<SeenNotifications>('/api/notifications/seen', { signal }),
  });

export const useMarkNotificationsSeen = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => apiPost<SeenNotifications>('/api/notifications/seen', { keys }),
    onMutate: (keys) =>
      queryClient.setQueryData<SeenNotifications>(seenNotificationsKey(userId), (old) => ({
        seenKeys: markSeen(old?.seenKeys ?? [], keys),
      })),
    onSuccess: (saved) => queryClient.setQueryData(seenNotificationsKey(userId), saved),
  });
};
