// One person of the team: name (and "You"), email and phone, status and when they were last active, their
// role (a select an owner changes on the spot) and the button to deactivate or reactivate them (confirmed
// first, member-status-dialog.tsx). A card on a phone, a single row from md up. A refused change (the last
// active owner, LAST_OWNER) is said in a toast, and the select shows the role the server kept.
import { formatPhoneDisplay } from '#domain/phone';
import { userRoles } from '#domain/vocabularies';
import { SelectField } from '#frontend/components/fields/select-field';
import { Button } from '#frontend/components/ui/button';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { type TeamMember, useChangeMember } from '../api/team';
import { roleLabelKey } from '../team-display';
import { MemberStatusBadge } from './role-badge';

interface MemberRowProps {
  member: TeamMember;
  /** The signed-in owner's id. */
  selfId: string;
  onAskStatusChange: (member: TeamMember) => void;
}

const MemberRoleSelect = ({ member, selfId }: Omit<MemberRowProps, 'onAskStatusChange'>) => {
  const t = useT();
  const change = useChangeMember(selfId);
  const pendingRole = change.isPending ? change.variables.change.role : undefined;
  const chooseRole = (role: TeamMember['role']) => {
    if (role === member.role) return;
    change.mutate(
      { userId: member.id, change: { role } },
      {
        onSuccess: (changed) =>
          toast({
            title: t('teamPage.roleChanged', { name: changed.name, role: t(roleLabelKey(changed.role)) }),
          }),
        onError: (error) =>
          toast({
            title: t('teamPage.changeFailed'),
            description: failureText(error, t, t('teamPage.changeFailed')),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <SelectField
      className="w-full md:w-40"
      label={t('teamPage.roleOf', { name: member.name })}
      labelClassName="sr-only"
      value={pendingRole ?? member.role}
      options={userRoles.map((role) => ({ value: role, label: t(roleLabelKey(role)) }))}
      onValueChange={chooseRole}
      disabled={change.isPending}
      data-testid="member-role"
    />
  );
};

export const MemberRow = ({ member, selfId, onAskStatusChange }: MemberRowProps) => {
  const t = useT();
  const isSelf = member.id === selfId;
  const active = member.status === 'active';
  return (
    <li
      className="grid gap-3 py-4 md:grid-cols-[minmax(0,1fr)_10rem_9rem] md:items-center md:gap-4"
      data-testid="team-member"
      data-email={member.email}
    >
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900" data-testid="member-name">
            {member.name}
          </span>
          {isSelf ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('teamPage.you')}
            </span>
          ) : null}
          <MemberStatusBadge status={member.status} />
        </p>
        <p className="text-sm break-all text-slate-700">{member.email}</p>
        {member.phone ? (
          <p className="text-sm text-slate-600 tabular-nums">{formatPhoneDisplay(member.phone)}</p>
        ) : null}
        <p className="text-xs text-slate-500" data-testid="member-last-active">
          {member.lastActiveAt ? (
            <TimeAgo timestamp={member.lastActiveAt} format={(time) => t('teamPage.lastActive', { time })} />
          ) : (
            t('teamPage.neverActive')
          )}
        </p>
      </div>
      <MemberRoleSelect member={member} selfId={selfId} />
      <div className="md:text-right">
        {isSelf ? (
          <p className="text-xs text-slate-500">{t('teamPage.selfHint')}</p>
        ) : (
          <Button
            size="sm"
            variant={active ? 'secondary' : 'primary'}
            className="w-full md:w-auto"
            aria-label={t(active ? 'teamPage.deactivateName' : 'teamPage.reactivateName', {
              name: member.name,
            })}
            onClick={() => onAskStatusChange(member)}
            data-testid={active ? 'member-deactivate' : 'member-reactivate'}
          >
            {t(active ? 'teamPage.deactivate' : 'teamPage.reactivate')}
          </Button>
        )}
      </div>
    </li>
  );
};
