// The open invitations (pending, or expired and not yet revoked): the email, role and status, who sent it
// and until when its link works, with Resend (a new link, 7 more days) and Revoke (the link stops working).
import { Button } from '#frontend/components/ui/button';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { type TeamInvite, useResendInvite, useRevokeInvite } from '../api/team';
import { inviteDateLine } from '../team-display';
import { InviteStatusBadge, RoleBadge } from './role-badge';

const InviteRow = ({ invite }: { invite: TeamInvite }) => {
  const t = useT();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const busy = resend.isPending || revoke.isPending;
  const refused = (error: unknown) =>
    toast({
      title: t('teamPage.inviteActionFailed'),
      description: failureText(error, t, t('teamPage.inviteActionFailed')),
      variant: 'destructive',
    });
  const { key, date } = inviteDateLine(invite, localeOf(t.lang));
  return (
    <li
      className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid="team-invite"
      data-email={invite.email}
    >
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-slate-900">{invite.email}</span>
          <RoleBadge role={invite.role} />
          <InviteStatusBadge status={invite.status} />
        </p>
        <p className="text-sm text-slate-600">{t('teamPage.invitedBy', { name: invite.invitedBy })}</p>
        {date ? <p className="text-xs text-slate-500">{t(key, { date })}</p> : null}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t('teamPage.resendTo', { email: invite.email })}
          onClick={() =>
            resend.mutate(invite.id, {
              onSuccess: () => toast({ title: t('teamPage.resent', { email: invite.email }) }),
              onError: refused,
            })
          }
          data-testid="invite-resend"
        >
          {t('teamPage.resend')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t('teamPage.revokeFor', { email: invite.email })}
          onClick={() =>
            revoke.mutate(invite.id, {
              onSuccess: () => toast({ title: t('teamPage.revoked', { email: invite.email }) }),
              onError: refused,
            })
          }
          data-testid="invite-revoke"
        >
          {t('teamPage.revoke')}
        </Button>
      </div>
    </li>
  );
};

export const InviteList = ({ invites }: { invites: readonly TeamInvite[] }) => {
  const t = useT();
  if (invites.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="team-invites-empty">
        {t('teamPage.noInvites')}
      </p>
    );
  return (
    <ul className="-my-4 divide-y divide-slate-100" data-testid="team-invites">
      {invites.map((invite) => (
        <InviteRow key={invite.id} invite={invite} />
      ))}
    </ul>
  );
};
