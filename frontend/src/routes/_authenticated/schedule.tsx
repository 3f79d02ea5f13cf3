// /schedule — the schedule calendar (features/schedule). The view, the day and the filters are URL search
// parameters; the calendar library loads with this route only.
import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '#frontend/features/schedule/components/schedule-page';
import { validateScheduleSearch } from '#frontend/features/schedule/schedule-search';

export const Route = createFileRoute('/_authenticated/schedule')({
  validateSearch: validateScheduleSearch,
  component: SchedulePage,
});
