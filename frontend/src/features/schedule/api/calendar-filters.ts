// The signed-in user's saved schedule filters (SPEC §3 Calendar filter): read, saved (a new default
// replaces the old one on the server), removed.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFilter } from '#domain/contract/calendar';
import type { BodyOf } from '#domain/contract/index';
import { apiDelete, apiGet, apiPost, type JsonValue } from '#frontend/lib/api-client';

export type { CalendarFilter };

export const calendarFiltersKey = ['/api/calendar/filters'] as const;

export const calendarFiltersQueryOptions = () =>
  queryOptions({
    queryKey: calendarFiltersKey,
    queryFn: ({ signal }) =>
      apiGet<{ filters: CalendarFilter[] }>('/api/calendar/filters', { signal }).then(
        (answer) => answer.filters,
      ),
  });

export const useFilterWrites = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFiltersKey });
  return {
    save: useMutation({
      mutationFn: (body: BodyOf<'POST /api/calendar/filters'>) =>
        apiPost<CalendarFilter>('/api/calendar/filters', body as JsonValue),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiDelete<{ deleted: true }>(`/api/calendar/filters/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
};
