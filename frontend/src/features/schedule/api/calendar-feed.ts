// The signed-in user's calendar subscription (an iCalendar URL Google or Apple Calendar can follow): read,
// made anew (the old URL stops working) or ended.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '#frontend/lib/api-client';

type Feed = { url: string | null };

export const calendarFeedKey = ['/api/calendar/feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiGet<Feed>('/api/calendar/feed', { signal }),
  });

export const useFeedWrites = () => {
  const queryClient = useQueryClient();
  const store = (feed: Feed) => queryClient.setQueryData(calendarFeedKey, feed);
  return {
    renew: useMutation({ mutationFn: () => apiPost<Feed>('/api/calendar/feed'), onSuccess: store }),
    end: useMutation({ mutationFn: () => apiDelete<Feed>('/api/calendar/feed'), onSuccess: store }),
  };
};
