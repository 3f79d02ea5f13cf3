// The schedule's events (SPEC §7): GET /api/calendar/events for the dates a view shows, read again every
// 30 s (SPEC §7 refresh rule for calendar keys) so a crew lead sees what the office moved; and the writes —
// create, change or move (with the version read; 409 when someone changed it first), remove, text the
// customer their arrival window, and a rain day. Every write refreshes every calendar read.
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { CalendarEvent } from '#domain/contract/customers';
import type { BodyOf } from '#domain/contract/index';
import { apiDelete, apiGet, apiPatch, apiPost, type JsonValue } from '#frontend/lib/api-client';
import type { EventBody } from '../event-placement';

export type { CalendarEvent };

/** Every calendar read starts with this key; "calendar" in it is what SPEC §7's 30 s refresh names. */
export const calendarEventsKey = ['/api/calendar/events'] as const;

export const SCHEDULE_REFRESH_MS = 30_000;

export interface EventRange {
  /** First day shown, YYYY-MM-DD. */
  start: string;
  /** Last day shown, YYYY-MM-DD (inclusive). */
  end: string;
}

/** The events of `range`; nothing is read until the calendar says which dates it shows (null until then). */
export const eventsQueryOptions = (range: EventRange | null) =>
  queryOptions<CalendarEvent[], Error, CalendarEvent[], readonly [string, string, string]>({
    queryKey: [...calendarEventsKey, range?.start ?? '', range?.end ?? ''] as const,
    enabled: range !== null,
    queryFn: ({ signal }) =>
      apiGet<{ events: CalendarEvent[] }>('/api/calendar/events', {
        queryParams: { start: range?.start ?? '', end: range?.end ?? '' },
        signal,
      }).then((answer) => answer.events),
    refetchInterval: SCHEDULE_REFRESH_MS,
    staleTime: SCHEDULE_REFRESH_MS,
    // Paging to the next week keeps the last one on screen until the new one arrives: no flash of empty.
    placeholderData: keepPreviousData,
  });

const eventPath = (id: string) => `/api/calendar/events/${encodeURIComponent(id)}`;

const patchEvent = ({ id, body }: { id: string; body: EventBody }) =>
  apiPatch<CalendarEvent>(eventPath(id), body as JsonValue);

/** The saved event replaces its old copy in every cached range, before the reads are asked again. */
const remember = (queryClient: QueryClient, saved: CalendarEvent) => {
  queryClient.setQueriesData<CalendarEvent[]>({ queryKey: calendarEventsKey }, (events) =>
    events?.map((event) => (event.id === saved.id ? saved : event)),
  );
};

/** What a move changes on the cached event: where and when it is, and whose it is. */
const movedFields = (body: EventBody): Partial<CalendarEvent> => ({
  startDate: body.startDate,
  endDate: body.endDate ?? body.startDate,
  isAnytime: body.isAnytime ?? true,
  startTime: body.isAnytime ? null : (body.startTime ?? null),
  endTime: body.isAnytime ? null : (body.endTime ?? null),
  ...(body.assignedTo ? { assignedTo: body.assignedTo } : {}),
});

const refreshCalendar = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey.some((part) => /calendar|events/.test(String(part))),
  });

export const useEventWrites = () => {
  const queryClient = useQueryClient();
  const afterSaving = async (saved: CalendarEvent) => {
    remember(queryClient, saved);
    await refreshCalendar(queryClient);
    return saved;
  };
  return {
    create: useMutation({
      mutationFn: (body: EventBody) => apiPost<CalendarEvent>('/api/calendar/events', body as JsonValue),
      onSuccess: afterSaving,
    }),
    update: useMutation({
      mutationFn: patchEvent,
      onSuccess: afterSaving,
    }),
    /** A drag: shown moved at once, put back if the server refuses it (someone changed it first). */
    move: useMutation({
      mutationFn: patchEvent,
      onMutate: async ({ id, body }) => {
        await queryClient.cancelQueries({ queryKey: calendarEventsKey });
        const before = queryClient.getQueriesData<CalendarEvent[]>({ queryKey: calendarEventsKey });
        queryClient.setQueriesData<CalendarEvent[]>({ queryKey: calendarEventsKey }, (events) =>
          events?.map((event) => (event.id === id ? { ...event, ...movedFields(body) } : event)),
        );
        return { before };
      },
      onError: (_error, _move, context) => {
        for (const [key, events] of context?.before ?? []) queryClient.setQueryData(key, events);
      },
      onSuccess: afterSaving,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiDelete<{ deleted: true }>(eventPath(id)),
      onSuccess: () => refreshCalendar(queryClient),
    }),
    textCustomer: useMutation({
      mutationFn: (id: string) => apiPost<{ text: string; status: 'sent' }>(`${eventPath(id)}/text-customer`),
    }),
    rainDay: useMutation({
      mutationFn: (body: BodyOf<'POST /api/calendar/shift'>) =>
        apiPost<{ newDate: string; moved: CalendarEvent[]; skipped: { id: string }[]; texted: number }>(
          '/api/calendar/shift',
          body as JsonValue,
        ),
      onSuccess: () => refreshCalendar(queryClient),
    }),
  };
};
