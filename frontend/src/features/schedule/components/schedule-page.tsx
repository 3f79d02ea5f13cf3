// /schedule: the contractor's jobs, visits, follow-ups and reminders on one calendar (SPEC §2, §7). The URL
// holds the view, the day and the filters; the events of the dates on screen are read (and read again every
// 30 s); a click on an empty slot opens a new event there, a click on an event opens it (a job's day opens
// the job); dragging or resizing saves at once and goes back, with the reason, when the server refuses
// (someone changed it first). Phones open on the agenda. The saved default filter applies on opening.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CalendarPlus, CloudRain, Rss } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { todayIn } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';
import { Button } from '#frontend/components/ui/button';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { failureText } from '#frontend/lib/failure-text';
import { useTeam } from '#frontend/lib/team';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { type EventRange, eventsQueryOptions, useEventWrites } from '../api/calendar-events';
import { calendarFiltersQueryOptions } from '../api/calendar-filters';
import { utcOffsetOf } from '../contractor-clock';
import { calendarEntryOf, movedBody, type Placement, UNASSIGNED_LANE } from '../event-placement';
import { monthRange } from '../month-layout';
import {
  defaultViewFor,
  type ScheduleFilters as Filters,
  filtersOf,
  hasFilters,
  passesFilters,
  type ScheduleSearch,
  type ScheduleView,
  sameFilters,
  searchOfFilters,
} from '../schedule-search';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { EventDialog, type EventDialogTarget } from './event-dialog';
import { MonthGrid } from './month-grid';
import { RainDayDialog } from './rain-day-dialog';
import { type CalendarMove, ScheduleCalendar } from './schedule-calendar';
import { ScheduleFilters } from './schedule-filters';
import { ScheduleToolbar } from './schedule-toolbar';

const scheduleRoute = getRouteApi('/_authenticated/schedule');

/** The saved default filter, laid over the URL once when the schedule opens without filters. */
const useDefaultFilter = (apply: (filters: Filters) => void, urlHasFilters: boolean) => {
  const saved = useQuery(calendarFiltersQueryOptions());
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !saved.data) return;
    applied.current = true;
    const preferred = saved.data.find((filter) => filter.isDefault);
    if (preferred && !urlHasFilters)
      apply({
        types: preferred.filterConfig.types,
        statuses: preferred.filterConfig.statuses,
        assignees: preferred.filterConfig.assignedTo,
      });
  }, [saved.data, apply, urlHasFilters]);
};

/**
 * The filters on screen: a change shows at once (the click redraws the schedule), then goes into the URL;
 * a URL that changes otherwise (back button, a shared link) wins.
 */
const useShownFilters = (search: ScheduleSearch) => {
  const { types, statuses, assignees } = search;
  const inUrl = useMemo(() => filtersOf({ types, statuses, assignees }), [types, statuses, assignees]);
  const [shown, setShown] = useState(inUrl);
  useEffect(() => {
    setShown((current) => (sameFilters(current, inUrl) ? current : inUrl));
  }, [inUrl]);
  return { shown, show: setShown };
};

const useMoveEvent = () => {
  const t = useT();
  const { move } = useEventWrites();
  return async ({ event, placement, lane, revert }: CalendarMove) => {
    try {
      await move.mutateAsync({ id: event.id, body: movedBody(event, placement, lane) });
      toast({ title: t('schedule.updated') });
    } catch (error) {
      revert();
      toast({
        title: t('schedule.updateFailed'),
        description: failureText(error, t, t('schedule.updateFailedText')),
        variant: 'destructive',
      });
    }
  };
};

/** The page's title and what the office can do from it (crew read their schedule: only Subscribe). */
const ScheduleHeader = ({
  readOnly,
  onFeed,
  onRainDay,
  onNewEvent,
}: {
  readOnly: boolean;
  onFeed: () => void;
  onRainDay: () => void;
  onNewEvent: () => void;
}) => {
  const t = useT();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <PageHeading title={t('nav.schedule')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={onFeed} data-testid="calendar-feed-open">
          <Rss aria-hidden="true" className="size-4" />
          {t('schedule.feedOpen')}
        </Button>
        {readOnly ? null : (
          <>
            <Button variant="secondary" size="sm" onClick={onRainDay} data-testid="rain-day-open">
              <CloudRain aria-hidden="true" className="size-4" />
              {t('schedule.rainDay')}
            </Button>
            <Button size="sm" onClick={onNewEvent} data-testid="event-new">
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('schedule.newEvent')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
};

export const SchedulePage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.schedule')));
  const search = scheduleRoute.useSearch();
  const navigate = useNavigate({ from: '/schedule' });
  const user = useCurrentUser();
  // Crew read their own schedule; the office plans it.
  const readOnly = user.data?.role === 'crew';
  const timeZone = user.data?.contractor.timezone ?? 'America/Chicago';
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const utcOffset = useMemo(() => utcOffsetOf(timeZone), [timeZone]);
  const [fallbackView] = useState(() => defaultViewFor(window.innerWidth));
  const view: ScheduleView = search.view ?? fallbackView;
  const date = search.date ?? today;
  const filters = useShownFilters(search);
  const [libraryRange, setLibraryRange] = useState<EventRange | null>(null);
  // The month is ours and knows its dates; the library's views say which dates they show.
  const monthDates = useMemo(() => monthRange(date), [date]);
  const range = view === 'month' ? monthDates : libraryRange;
  const [dialog, setDialog] = useState<EventDialogTarget | null>(null);
  const [rainDayOpen, setRainDayOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const team = useTeam();
  const events = useQuery({
    ...eventsQueryOptions(range ?? { start: date, end: date }),
    enabled: range !== null,
  });
  const move = useMoveEvent();

  const go = (next: { view?: ScheduleView; date?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }) });
  const setFilters = useMemo(
    () => (next: Filters) => {
      filters.show(next);
      // The URL follows once the schedule is redrawn: writing history is slow enough to delay the redraw.
      setTimeout(
        () => void navigate({ search: (prev) => ({ ...prev, ...searchOfFilters(next) }), replace: true }),
      );
    },
    [navigate, filters.show],
  );
  useDefaultFilter(setFilters, hasFilters(search));

  const visible = useMemo(
    () => (events.data ?? []).filter((event) => passesFilters(event, filters.shown)),
    [events.data, filters.shown],
  );
  const entries = useMemo(() => (view === 'month' ? [] : visible.map(calendarEntryOf)), [view, visible]);
  // The month grid redraws only when its days change, not with every render of the page (filters, toasts).
  const latest = useRef({ go, move, openEvent: (_event: CalendarEvent) => {} });
  const monthHandlers = useMemo(
    () => ({
      onAdd: (day: string) => setDialog({ kind: 'new', slot: { date: day } }),
      onOpenDay: (day: string) => latest.current.go({ view: 'day', date: day }),
      onEventClick: (event: CalendarEvent) => latest.current.openEvent(event),
      onMove: (event: CalendarEvent, placement: Placement) =>
        void latest.current.move({ event, placement, revert: () => undefined }),
    }),
    [],
  );
  const openEvent = (event: CalendarEvent) =>
    event.linkedJobId
      ? void navigate({ to: '/jobs/$id', params: { id: event.linkedJobId } })
      : setDialog({ kind: 'edit', event });
  const members = team.data?.members ?? [];
  const lanes = useMemo(() => {
    // A deactivated member keeps a lane while they have events here: their open work is handed over from it.
    const assigned = new Set((events.data ?? []).map((event) => event.assignedTo));
    const people = members
      .filter((member) => member.status === 'active' || assigned.has(member.id))
      .map((member) => ({ id: member.id, title: member.name || member.email }));
    const unassigned = (events.data ?? []).some((event) => !event.assignedTo);
    return unassigned ? [...people, { id: UNASSIGNED_LANE, title: t('schedule.unassigned') }] : people;
  }, [members, events.data, t]);
  latest.current = { go, move, openEvent };

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-5 sm:px-4 sm:py-8" data-testid="schedule-page">
      <ScheduleHeader
        readOnly={readOnly}
        onFeed={() => setFeedOpen(true)}
        onRainDay={() => setRainDayOpen(true)}
        onNewEvent={() => setDialog({ kind: 'new', slot: { date } })}
      />
      <ScheduleToolbar view={view} date={date} today={today} onChange={go} />
      <ScheduleFilters filters={filters.shown} team={members} onChange={setFilters} />
      {events.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="schedule-load-failed"
        >
          {t('schedule.loadFailed')}
        </p>
      ) : null}
      <div className="rounded-2xl border border-slate-200 bg-white p-2" aria-busy={events.isFetching}>
        {view === 'month' ? (
          <MonthGrid
            date={date}
            today={today}
            events={visible}
            {...(readOnly ? {} : { onAdd: monthHandlers.onAdd, onMove: monthHandlers.onMove })}
            onOpenDay={monthHandlers.onOpenDay}
            onEventClick={monthHandlers.onEventClick}
          />
        ) : (
          <ScheduleCalendar
            view={view}
            date={date}
            entries={entries}
            lanes={lanes}
            utcOffset={utcOffset}
            onRange={setLibraryRange}
            onSlotClick={(slot) => setDialog({ kind: 'new', slot })}
            onEventClick={openEvent}
            onMove={(change) => void move(change)}
            readOnly={readOnly}
          />
        )}
      </div>
      <p className="text-xs text-slate-500">{t('schedule.timesIn', { zone: timeZone })}</p>
      <EventDialog target={dialog} onClose={() => setDialog(null)} readOnly={readOnly} />
      {rainDayOpen ? <RainDayDialog open day={date} onClose={() => setRainDayOpen(false)} /> : null}
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </div>
  );
};
