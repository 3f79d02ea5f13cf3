// A job's status as a coloured badge (SPEC §4 job statuses), the same colours in the list and on the page.
import type { JobStatus } from '#domain/job-status';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { useT } from '#frontend/i18n/use-t';

const tones: Record<JobStatus, string> = {
  unscheduled: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-sky-100 text-sky-800',
  rescheduled: 'bg-violet-100 text-violet-800',
  in_progress: 'bg-amber-100 text-amber-900',
  paused: 'bg-orange-100 text-orange-900',
  completed: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
};

export const JobStatusBadge = ({ status }: { status: JobStatus }) => {
  const t = useT();
  return (
    <StatusPill status={status} tone={tones[status]} testId="job-status">
      {t(`jobStatus.${status}`)}
    </StatusPill>
  );
};
