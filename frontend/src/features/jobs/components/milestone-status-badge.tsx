// A payment milestone's status as a badge (SPEC §4 milestone statuses: pending, invoiced, paid).
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
    <span
      data-testid="milestone-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`milestoneStatus.${status}`)}
    </span>
  );
};
