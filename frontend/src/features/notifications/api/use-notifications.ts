// Reads every notification source with TanStack Query and merges them for the bell.
import { useQueries } from '@tanstack/react-query';
import {
  type AppNotification,
  mergeNotifications,
  NOTIFICATION_REFETCH_MS,
  notificationSources,
} from '../notification-sources';

export const useNotifications = (): { items: AppNotification[]; isLoading: boolean } =>
  useQueries({
    queries: notificationSources.map((source) => ({
      queryKey: source.queryKey,
      queryFn: source.fetch,
      refetchInterval: NOTIFICATION_REFETCH_MS,
    })),
    combine: (results) => ({
      items: mergeNotifications(results.map((result) => result.data ?? [])),
      isLoading: results.some((result) => result.isPending),
    }),
  });
