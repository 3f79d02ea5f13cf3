// Confirming a member's deactivation (every session of theirs ends at once; their quotes, jobs and events
// stay) or reactivation. A refusal (the last active owner) is shown in the dialog, which stays open.
import { useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { type TeamMember, useChangeMember } from '../api/team';
import { statusChangeOf } from '../team-display';

interface MemberStatusDialogProps {
  /** The member whose status is to change; null when closed. */
  member: TeamMember | null;
  selfId: string;
  onClose: () => void;
}

export const MemberStatusDialog = ({ member, selfId, onClose }: MemberStatusDialogProps) => {
  const t = useT();
  const change = useChangeMember(selfId);
  const [error, setError] = useState<string | null>(null);
  const deactivating = member?.status === 'active';
  const close = () => {
    if (change.isPending) return;
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    setError(null);
    change.mutate(
      { userId: member.id, change: statusChangeOf(member) },
      {
        onSuccess: () => {
          toast({
            title: t(deactivating ? 'teamPage.deactivated' : 'teamPage.reactivated', { name: member.name }),
          });
          onClose();
        },
        onError: (failure) => setError(failureText(failure, t, t('teamPage.changeFailed'))),
      },
    );
  };
  const name = member?.name ?? '';
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={t(deactivating ? 'teamPage.deactivateTitle' : 'teamPage.reactivateTitle', { name })}
      testId="member-status-dialog"
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {t(deactivating ? 'teamPage.deactivateBody' : 'teamPage.reactivateBody')}
        </p>
        {error ? <AlertBanner title={t('teamPage.changeFailed')}>{error}</AlertBanner> : null}
        <DialogActions onCancel={close} disabled={change.isPending}>
          <Button
            variant={deactivating ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={change.isPending}
            data-testid="member-status-confirm"
          >
            {change.isPending ? <Spinner className="size-4" /> : null}
            {t(deactivating ? 'teamPage.deactivateConfirm' : 'teamPage.reactivateConfirm')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
};
