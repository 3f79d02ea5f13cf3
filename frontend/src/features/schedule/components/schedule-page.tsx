// /schedule: the contractor's jobs, visits, follow-ups and reminders on one calendar (SPEC §2, §7). The URL
// holds the view, the day and the filters; the events of the dates on screen are read (and read again every
// 30 s); a click on an empty slot opens a new event there, a click on an event opens it (a job's day opens
// the job); dragging or resizing saves at once and goes back, with the reason, when the server refuses
// (someone changed it first). Phones open on the agenda. The saved default filter applies on opening.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CalendarPlus, CloudRain, Rss } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { todayIn, utcOffsetOf } from '../contractor-clock';
import { calendarEntryOf, movedBody, UNASSIGNED_LANE } from '../event-placement';
import {
  defaultViewFor,
  type ScheduleFilters as Filters,
  filtersOf,
  hasFilters,
  passesFilters,
  type ScheduleView,
  searchOfFilters,
} from '../schedule-search';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { EventDialog, type EventDialogTarget } from './event-dialog';
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

const useMoveEvent = () => {
  const t = useT();
  const { update } = useEventWrites();
  return async ({ event, placement, lane, revert }: CalendarMove) => {
    try {
      await update.mutateAsync({ id: event.id, body: movedBody(event, placement, lane) });
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

export const SchedulePage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.schedule')));
  const search = scheduleRoute.useSearch();
  const navigate = useNavigate({ from: '/schedule' });
  const user = useCurrentUser();
  const timeZone = user.data?.contractor.timezone ?? 'America/Chicago';
  const today = todayIn(timeZone);
  const [fallbackView] = useState(() => defaultViewFor(window.innerWidth));
  const view: ScheduleView = search.view ?? fallbackView;
  const date = search.date ?? today;
  const filters = useMemo(() => filtersOf(search), [search]);
  const [range, setRange] = useState<EventRange | null>(null);
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
    () => (next: Filters) =>
      void navigate({ search: (prev) => ({ ...prev, ...searchOfFilters(next) }), replace: true }),
    [navigate],
  );
  useDefaultFilter(setFilters, hasFilters(search));

  const shown = useMemo(
    () => (events.data ?? []).filter((event) => passesFilters(event, filters)).map(calendarEntryOf),
    [events.data, filters],
  );
  const members = team.data?.members ?? [];
  const lanes = useMemo(() => {
    const people = members.map((member) => ({ id: member.id, title: member.name || member.email }));
    const unassigned = (events.data ?? []).some((event) => !event.assignedTo);
    return unassigned ? [...people, { id: UNASSIGNED_LANE, title: t('schedule.unassigned') }] : people;
  }, [members, events.data, t]);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-5 sm:px-4 sm:py-8" data-testid="schedule-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading title={t('nav.schedule')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setFeedOpen(true)}
            data-testid="calendar-feed-open"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t('schedule.feedOpen')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRainDayOpen(true)}
            data-testid="rain-day-open"
          >
            <CloudRain aria-hidden="true" className="size-4" />
            {t('schedule.rainDay')}
          </Button>
          <Button
            size="sm"
            onClick={() => setDialog({ kind: 'new', slot: { date } })}
            data-testid="event-new"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('schedule.newEvent')}
          </Button>
        </div>
      </header>
      <ScheduleToolbar view={view} date={date} today={today} onChange={go} />
      <ScheduleFilters filters={filters} team={members} onChange={setFilters} />
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
        <ScheduleCalendar
          view={view}
          date={date}
          entries={shown}
          lanes={lanes}
          utcOffset={utcOffsetOf(timeZone)}
          onRange={setRange}
          onSlotClick={(slot) => setDialog({ kind: 'new', slot })}
          onEventClick={(event) =>
            event.linkedJobId
              ? void navigate({ to: '/jobs/$id', params: { id: event.linkedJobId } })
              : setDialog({ kind: 'edit', event })
          }
          onMove={(change) => void move(change)}
        />
      </div>
      <p className="text-xs text-slate-500">{t('schedule.timesIn', { zone: timeZone })}</p>
      <EventDialog target={dialog} onClose={() => setDialog(null)} />
      {rainDayOpen ? <RainDayDialog open day={date} onClose={() => setRainDayOpen(false)} /> : null}
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </div>
  );
};
