// Today's and tomorrow's schedule (the business's calendar days): each event's time or "Anytime", its title
// and customer, opening the job of a job's day or the schedule on that day otherwise.
import { Link } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { addDays } from '#domain/calendar-dates';
import type { CalendarEvent } from '#domain/contract/customers';
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatSlot, formatVisitDate } from '#frontend/lib/visit-times';
import type { Dashboard } from '../api/get-dashboard';

const rowClass =
  'flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';

const EventTime = ({ event }: { event: CalendarEvent }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  if (event.isAnytime || event.isAllDay || !event.startTime) return <>{t('form.anytime')}</>;
  const start = formatSlot(event.startTime, locale);
  return <>{event.endTime ? `${start}–${formatSlot(event.endTime, locale)}` : start}</>;
};

const EventBody = ({ event }: { event: CalendarEvent }) => (
  <>
    <span
      aria-hidden="true"
      className="mt-1.5 size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: event.color }}
    />
    <span className="min-w-0">
      <span className="block text-xs text-slate-600 tabular-nums">
        <EventTime event={event} />
      </span>
      <span className="block truncate font-medium text-slate-900" data-testid="dashboard-event-title">
        {event.title}
      </span>
      {event.customerName ? (
        <span className="block truncate text-sm text-slate-600">{event.customerName}</span>
      ) : null}
    </span>
  </>
);

const EventRow = ({ event, day }: { event: CalendarEvent; day: string }) => (
  <li data-testid="dashboard-event">
    {event.linkedJobId ? (
      <Link to="/jobs/$id" params={{ id: event.linkedJobId }} className={rowClass}>
        <EventBody event={event} />
      </Link>
    ) : (
      <Link to="/schedule" search={{ view: 'day', date: day }} className={rowClass}>
        <EventBody event={event} />
      </Link>
    )}
  </li>
);

const DayList = ({
  title,
  day,
  events,
  empty,
  testId,
}: {
  title: string;
  day: string;
  events: readonly CalendarEvent[];
  empty: string;
  testId: string;
}) => {
  const t = useT();
  return (
    <div data-testid={testId}>
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900">
        {title}
        <span className="text-xs font-normal text-slate-500">{formatVisitDate(day, localeOf(t.lang))}</span>
      </h3>
      {events.length === 0 ? (
        <p className="mt-1 px-2 py-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {events.map((event) => (
            <EventRow key={event.id} event={event} day={day} />
          ))}
        </ul>
      )}
    </div>
  );
};

export const ScheduleSection = ({ today, schedule }: Pick<Dashboard, 'today' | 'schedule'>) => {
  const t = useT();
  const tomorrow = addDays(today, 1);
  return (
    <SectionCard
      title={t('dashboard.schedule.title')}
      testId="dashboard-schedule"
      actions={
        <Link
          to="/schedule"
          search={{ view: 'agenda', date: today }}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('dashboard.schedule.open')}
        </Link>
      }
    >
      <div className="space-y-4">
        <DayList
          title={t('schedule.today')}
          day={today}
          events={schedule.today}
          empty={t('dashboard.schedule.noneToday')}
          testId="dashboard-today"
        />
        <DayList
          title={t('dashboard.schedule.tomorrow')}
          day={tomorrow}
          events={schedule.tomorrow}
          empty={t('dashboard.schedule.noneTomorrow')}
          testId="dashboard-tomorrow"
        />
      </div>
    </SectionCard>
  );
};
