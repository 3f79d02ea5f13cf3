// Reads the notification sources the member's role may read with TanStack Query (each refetched every 5
// minutes, SPEC §7) and merges them newest first for the bell, each item tagged with its source.
import { useQueries } from '@tanstack/react-query';
import type { UserRole } from '#domain/vocabularies';
import { useT } from '#frontend/i18n/use-t';
import { mergeNotifications, NOTIFICATION_REFETCH_MS, type NotificationEntry } from '../notification-model';
import { notificationSourcesFor } from '../notification-sources';

export interface NotificationsState {
  /** Every item of every feed, newest first (the popover shows the first 20). */
  entries: NotificationEntry[];
  isLoading: boolean;
  /** Some feed could not be read (after its retry); the others still show. */
  isError: boolean;
}

export const useNotifications = (role: UserRole): NotificationsState => {
  // The server words some messages in the request's language: a language switch reads them again.
  const { lang } = useT();
  const notificationSources = notificationSourcesFor(role);
  return useQueries({
    queries: notificationSources.map((source) => ({
      queryKey: [...source.queryKey, lang],
      queryFn: source.fetch,
      refetchInterval: NOTIFICATION_REFETCH_MS,
    })),
    combine: (results) => ({
      entries: mergeNotifications(
        notificationSources.map((source, index) => ({ source, items: results[index]?.data ?? [] })),
      ),
      isLoading: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
};
