// The week, day, agenda and crew views: EventCalendar (@event-calendar/core, MIT, resource views included;
// see docs/architecture.md "The schedule page"; the month is ours, month-grid.tsx) drawn into one element
// and kept in step with React through setOption. It reports what the user does — the dates it shows, a click on an empty slot, a click on an
// event, a drop or resize — and draws what it is given; the page owns the data and the URL. Only this file
// imports the library, so only /schedule downloads it.
import '@event-calendar/core/index.css';
import './schedule-calendar.css';
import {
  type Calendar,
  createCalendar,
  destroyCalendar,
  Interaction,
  List,
  ResourceTimeGrid,
  ResourceTimeline,
  TimeGrid,
} from '@event-calendar/core';
import { useEffect, useRef } from 'react';
import { addDays } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';
import { useT } from '#frontend/i18n/use-t';
import { keepCalendarMarkupRepaired } from '../calendar-markup';
import type { NewEventSlot } from '../event-form';
import { type CalendarEntry, clockOfDate, dayOfDate, type Placement, placementOf } from '../event-placement';
import type { ScheduleView } from '../schedule-search';

/** The views the library draws (the month is ours: month-grid.tsx). */
export type LibraryView = Exclude<ScheduleView, 'month'>;

const libraryView: Record<LibraryView, string> = {
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
  crewDay: 'resourceTimeGridDay',
  crewWeek: 'resourceTimelineWeek',
};

/** Half hours on a day's grid; a crew week is one column a day (a week of half hours is too wide to read). */
const slotDurationOf = (view: LibraryView) => (view === 'crewWeek' ? { days: 1 } : '00:30:00');

export interface CalendarMove {
  event: CalendarEvent;
  placement: Placement;
  /** The lane it was dropped in, when it changed lanes. */
  lane?: string;
  /** Puts it back where it was (the change was refused). */
  revert: () => void;
}

export interface ScheduleCalendarProps {
  view: LibraryView;
  date: string;
  entries: CalendarEntry[];
  lanes: { id: string; title: string }[];
  /** The contractor's UTC offset now, '±HH:MM': where "today" and the now line are. */
  utcOffset: string;
  onRange: (range: { start: string; end: string }) => void;
  onSlotClick: (slot: NewEventSlot) => void;
  onEventClick: (event: CalendarEvent) => void;
  onMove: (move: CalendarMove) => void;
  /** Shows the schedule without slot clicks, dragging or resizing (crew read theirs). Fixed while mounted. */
  readOnly?: boolean;
}

type Handlers = Pick<ScheduleCalendarProps, 'onRange' | 'onSlotClick' | 'onEventClick' | 'onMove'>;

const eventOf = (entry: Calendar.Event) => (entry.extendedProps as { event: CalendarEvent }).event;

const moveOf = (
  info: Calendar.EventDropInfo | Calendar.EventResizeInfo,
  lane?: Calendar.Resource,
): CalendarMove => ({
  event: eventOf(info.event),
  placement: placementOf(info.event),
  ...(lane ? { lane: String(lane.id) } : {}),
  revert: info.revert,
});

const halfHourLater = (date: Date) => clockOfDate(new Date(date.getTime() + 60 * 60_000));

export const ScheduleCalendar = (props: ScheduleCalendarProps) => {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  // The library keeps the callbacks it was made with; they call whatever the page passes now.
  const handlers = useRef<Handlers>(props);
  handlers.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; the effects below keep it current.
  useEffect(() => {
    if (!host.current) return;
    const made = createCalendar(
      host.current,
      [TimeGrid, List, ResourceTimeGrid, ResourceTimeline, Interaction],
      {
        view: libraryView[props.view],
        date: props.date,
        timeZone: props.utcOffset,
        events: props.entries,
        resources: props.lanes,
        headerToolbar: { start: '', center: '', end: '' },
        height: 'auto',
        firstDay: 0,
        editable: !props.readOnly,
        nowIndicator: true,
        scrollTime: '07:00:00',
        slotMinTime: '06:00:00',
        slotMaxTime: '21:00:00',
        flexibleSlotTimeLimits: true,
        slotDuration: slotDurationOf(props.view),
        datesSet: ({ start, end }) =>
          handlers.current.onRange({ start: dayOfDate(start), end: addDays(dayOfDate(end), -1) }),
        dateClick: ({ date, allDay, resource }) =>
          !props.readOnly &&
          handlers.current.onSlotClick({
            date: dayOfDate(date),
            ...(allDay ? {} : { startTime: clockOfDate(date), endTime: halfHourLater(date) }),
            ...(resource ? { assignedTo: String(resource.id) } : {}),
          }),
        // One name for an event on screen, whichever view drew it (tests and the bench find it by this).
        eventDidMount: ({ el }) => el.setAttribute('data-testid', 'calendar-event'),
        eventClick: ({ event }) => handlers.current.onEventClick(eventOf(event)),
        eventDrop: (info) => handlers.current.onMove(moveOf(info, info.newResource)),
        eventResize: (info) => handlers.current.onMove(moveOf(info)),
      },
    );
    calendar.current = made;
    const stopRepairing = keepCalendarMarkupRepaired(host.current);
    return () => {
      stopRepairing();
      calendar.current = null;
      void destroyCalendar(made);
    };
  }, []);

  useEffect(() => {
    calendar.current?.setOption('slotDuration', slotDurationOf(props.view));
    calendar.current?.setOption('view', libraryView[props.view]);
  }, [props.view]);
  useEffect(() => {
    calendar.current?.setOption('date', props.date);
  }, [props.date]);
  useEffect(() => {
    calendar.current?.setOption('events', props.entries);
  }, [props.entries]);
  useEffect(() => {
    calendar.current?.setOption('resources', props.lanes);
  }, [props.lanes]);
  useEffect(() => {
    calendar.current?.setOption('timeZone', props.utcOffset);
  }, [props.utcOffset]);
  useEffect(() => {
    const locale = t.lang === 'es' ? 'es-US' : 'en-US';
    calendar.current?.setOption('locale', locale);
    calendar.current?.setOption('allDayContent', t('form.anytime'));
    calendar.current?.setOption('noEventsContent', t('schedule.noEvents'));
  }, [t]);

  return (
    <div ref={host} className="picket-calendar" data-testid="schedule-calendar" data-view={props.view} />
  );
};
