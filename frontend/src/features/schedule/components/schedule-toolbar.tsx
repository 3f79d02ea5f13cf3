// The schedule's navigation: Today, back and forward a page (a month, week or day), the period shown, and
// the view — month, week, day, agenda, or a crew board for a day or a week. All of it is the URL.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SelectField } from '#frontend/components/fields/select-field';
import { Button } from '#frontend/components/ui/button';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { type ScheduleView, scheduleViews, stepDate } from '../schedule-search';

const periodLabel = (view: ScheduleView, date: string, locale: string): string => {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  if (view === 'month') return format({ month: 'long', year: 'numeric' });
  if (view === 'day' || view === 'crewDay')
    return format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const weekStart = new Date(at.getTime() - at.getUTCDay() * 86_400_000);
  const weekEnd = new Date(weekStart.getTime() + 6 * 86_400_000);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(weekStart, weekEnd);
};

interface ScheduleToolbarProps {
  view: ScheduleView;
  date: string;
  today: string;
  onChange: (next: { view?: ScheduleView; date?: string }) => void;
}

export const ScheduleToolbar = ({ view, date, today, onChange }: ScheduleToolbarProps) => {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="schedule-toolbar">
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="md"
          onClick={() => onChange({ date: today })}
          data-testid="schedule-today"
        >
          {t('schedule.today')}
        </Button>
        <Button
          variant="ghost"
          size="md"
          aria-label={t('schedule.previous')}
          onClick={() => onChange({ date: stepDate(view, date, -1) })}
          data-testid="schedule-previous"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="md"
          aria-label={t('common.next')}
          onClick={() => onChange({ date: stepDate(view, date, 1) })}
          data-testid="schedule-next"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <h2
        className="order-first basis-full truncate text-lg font-semibold text-slate-900 sm:order-none sm:min-w-0 sm:flex-1 sm:basis-auto"
        aria-live="polite"
        data-testid="schedule-period"
      >
        {periodLabel(view, date, localeOf(t.lang))}
      </h2>
      <SelectField
        className="ml-auto w-36 sm:w-40"
        label={t('schedule.view')}
        value={view}
        options={scheduleViews.map((value) => ({ value, label: t(`schedule.view.${value}`) }))}
        onValueChange={(value) => onChange({ view: value })}
        data-testid="schedule-view"
      />
    </div>
  );
};
