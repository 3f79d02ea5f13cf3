// A payment milestone's status as a badge (SPEC §4 milestone statuses: pending, invoiced, paid).
import { StatusPill } from '#frontend/components/ui/status-pill';
import { useT } from '#frontend/i18n/use-t';
import type { MilestoneStatus } from '../api/get-job';

const tones: Record<MilestoneStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  invoiced: 'bg-sky-100 text-sky-800',
  paid: 'bg-emerald-100 text-emerald-800',
};

export const MilestoneStatusBadge = ({ status }: { status: MilestoneStatus }) => {
  const t = useT();
  return (
    <StatusPill status={status} tone={tones[status]} testId="milestone-status">
      {t(`milestoneStatus.${status}`)}
    </StatusPill>
  );
};
