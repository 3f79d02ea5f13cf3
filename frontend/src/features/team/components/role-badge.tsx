// A member's or an invitation's role, and a member's or an invitation's status, as pills.
import type { UserRole } from '#domain/vocabularies';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { useT } from '#frontend/i18n/use-t';
import type { TeamInvite, TeamMember } from '../api/team';
import { inviteStatusKey, memberStatusKey, roleLabelKey } from '../team-display';

export const RoleBadge = ({ role }: { role: UserRole }) => {
  const t = useT();
  return (
    <StatusPill status={role} tone="bg-brand-50 text-brand-800" testId="role-badge">
      {t(roleLabelKey(role))}
    </StatusPill>
  );
};

export const MemberStatusBadge = ({ status }: { status: TeamMember['status'] }) => {
  const t = useT();
  return (
    <StatusPill
      status={status}
      tone={status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}
      testId="member-status"
    >
      {t(memberStatusKey(status))}
    </StatusPill>
  );
};

export const InviteStatusBadge = ({ status }: { status: TeamInvite['status'] }) => {
  const t = useT();
  return (
    <StatusPill
      status={status}
      tone={status === 'pending' ? 'bg-sky-100 text-sky-800' : 'bg-amber-100 text-amber-900'}
      testId="invite-status"
    >
      {t(inviteStatusKey(status))}
    </StatusPill>
  );
};
