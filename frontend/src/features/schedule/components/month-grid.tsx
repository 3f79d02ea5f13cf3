// The month view: a table of weeks whose days show their first events (anytime first, then by time) and
// "+N more", which opens that day. Our own rather than the calendar library's: the library measures every
// event's height as it lays a month out (a forced layout per event: 0.6 s for 300 events), and the month is
// the view a contractor opens most; this grid draws 300 events without measuring anything (the bench prints
// it). Drag an event to another day to move it (its times stay); an empty part of a day adds an event there,
// by mouse or keyboard; an event opens with Enter or a click.
import { memo, useMemo, useState } from 'react';
import { addDays, daysBetween } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { Placement } from '../event-placement';
import { monthWeeks } from '../month-layout';

export interface MonthGridProps {
  date: string;
  today: string;
  events: readonly CalendarEvent[];
  /** Left out, the grid only shows (crew read their schedule): no adding, no dragging. */
  onAdd?: (date: string) => void;
  onOpenDay: (date: string) => void;
  onEventClick: (event: CalendarEvent) => void;
  onMove?: (event: CalendarEvent, placement: Placement) => void;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The event moved to start on `date`, keeping its length and times. */
const placementOn = (event: CalendarEvent, date: string): Placement => {
  const shift = daysBetween(event.startDate, date);
  return {
    startDate: date,
    endDate: addDays(event.endDate, shift),
    isAnytime: event.isAnytime,
    ...(event.startTime && !event.isAnytime ? { startTime: event.startTime.slice(0, 5) } : {}),
    ...(event.endTime && !event.isAnytime ? { endTime: event.endTime.slice(0, 5) } : {}),
  };
};

/** The formatters a month needs, made once per language (making one costs more than using it). */
const formattersFor = (locale: string) => ({
  weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
  longDate: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
  time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
});

const clockText = (time: Intl.DateTimeFormat, clock: string) =>
  time.format(Date.UTC(2000, 0, 1, Number(clock.slice(0, 2)), Number(clock.slice(3, 5))));

const EventChip = ({
  event,
  time,
  onClick,
  onDragStart,
}: {
  event: CalendarEvent;
  time: Intl.DateTimeFormat;
  onClick: () => void;
  onDragStart?: (() => void) | undefined;
}) => (
  <button
    type="button"
    draggable={Boolean(onDragStart)}
    onDragStart={(drag) => {
      if (!onDragStart) return;
      drag.dataTransfer.setData('text/plain', event.id);
      drag.dataTransfer.effectAllowed = 'move';
      onDragStart();
    }}
    onClick={onClick}
    className={`block w-full truncate rounded border-l-4 px-1.5 py-0.5 text-left text-xs font-medium text-slate-900 hover:brightness-95 ${
      event.status === 'cancelled'
        ? 'line-through opacity-60'
        : event.status === 'completed'
          ? 'opacity-70'
          : ''
    }`}
    style={{ borderLeftColor: event.color, backgroundColor: `${event.color}26` }}
    data-testid="calendar-event"
  >
    {event.isAnytime || !event.startTime ? null : (
      <span className="mr-1 font-normal text-slate-700">{clockText(time, event.startTime)}</span>
    )}
    {event.title}
  </button>
);

export const MonthGrid = memo(function MonthGrid({
  date,
  today,
  events,
  onAdd,
  onOpenDay,
  onEventClick,
  onMove,
}: MonthGridProps) {
  const t = useT();
  const locale = localeOf(t.lang);
  const weeks = useMemo(() => monthWeeks(date, events), [date, events]);
  const [dragged, setDragged] = useState<CalendarEvent | null>(null);
  const [dropDay, setDropDay] = useState<string | null>(null);
  const { weekday, longDate, time } = useMemo(() => formattersFor(locale), [locale]);

  const drop = (day: string) => {
    setDropDay(null);
    if (dragged && dragged.startDate !== day) onMove?.(dragged, placementOn(dragged, day));
    setDragged(null);
  };

  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="month-grid">
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th
              key={day.date}
              scope="col"
              className="border border-slate-200 py-1.5 font-medium text-slate-700"
            >
              {weekday.format(utcDate(day.date))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td
                key={day.date}
                onDragOver={(over) => {
                  if (!dragged) return;
                  over.preventDefault();
                  setDropDay(day.date);
                }}
                onDragLeave={() => setDropDay((current) => (current === day.date ? null : current))}
                onDrop={(dropped) => {
                  dropped.preventDefault();
                  drop(day.date);
                }}
                className={`h-28 border border-slate-200 p-1 align-top ${day.inMonth ? 'bg-white' : 'bg-slate-50'} ${
                  day.date === today ? 'bg-amber-50' : ''
                } ${dropDay === day.date ? 'outline-2 -outline-offset-2 outline-brand-600' : ''}`}
                data-testid={`month-day-${day.date}`}
              >
                <div className="flex h-full flex-col gap-0.5">
                  <button
                    type="button"
                    onClick={() => onOpenDay(day.date)}
                    aria-label={longDate.format(utcDate(day.date))}
                    className={`self-end rounded px-1 text-xs hover:bg-slate-100 ${day.inMonth ? 'text-slate-800' : 'text-slate-400'} ${
                      day.date === today ? 'font-bold text-brand-800' : ''
                    }`}
                  >
                    {Number(day.date.slice(8))}
                  </button>
                  {day.shown.map((event) => (
                    <EventChip
                      key={event.id}
                      event={event}
                      time={time}
                      onClick={() => onEventClick(event)}
                      onDragStart={onMove ? () => setDragged(event) : undefined}
                    />
                  ))}
                  {day.more > 0 ? (
                    <button
                      type="button"
                      onClick={() => onOpenDay(day.date)}
                      className="text-left text-xs font-medium text-brand-700 hover:underline"
                      data-testid={`month-more-${day.date}`}
                    >
                      {t('schedule.more', { count: String(day.more) })}
                    </button>
                  ) : null}
                  {onAdd ? (
                    <button
                      type="button"
                      onClick={() => onAdd(day.date)}
                      aria-label={t('schedule.addOn', { date: longDate.format(utcDate(day.date)) })}
                      className="min-h-3 flex-1 rounded hover:bg-slate-50 focus-visible:bg-brand-50"
                      data-testid={`month-add-${day.date}`}
                    />
                  ) : null}
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
