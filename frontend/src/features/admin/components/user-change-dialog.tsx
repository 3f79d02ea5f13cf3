// Confirming a change to a user: making them an administrator (full access to the admin area), revoking it
// (never the last administrator: the server's refusal is shown here), deactivating them (every session of
// theirs ends, they can't sign in) or reactivating them. A refusal stays in the dialog.
import { useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { type UserAction, userActionLabelKey, userChangeOf } from '../admin-display';
import { type AdminUser, useChangeAdminUser } from '../api/users';

export interface UserChangeRequest {
  user: AdminUser;
  action: UserAction;
}

export const UserChangeDialog = ({
  request,
  onClose,
}: {
  request: UserChangeRequest;
  onClose: () => void;
}) => {
  const t = useT();
  const change = useChangeAdminUser();
  const [error, setError] = useState<string | null>(null);
  const { user, action } = request;
  const close = () => {
    if (!change.isPending) onClose();
  };
  const confirm = () => {
    setError(null);
    change.mutate(
      { id: user.id, change: userChangeOf(action) },
      {
        onSuccess: () => {
          toast({ title: t(`admin.users.${action}.done`, { email: user.email }) });
          onClose();
        },
        onError: (failure) => setError(failureText(failure, t, t('admin.users.changeFailed'))),
      },
    );
  };
  const destructive = action === 'revokeAdmin' || action === 'deactivate';
  return (
    <Dialog
      open
      onClose={close}
      title={t(`admin.users.${action}.title`, { email: user.email })}
      testId="user-change-dialog"
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t(`admin.users.${action}.body`, { email: user.email })}</p>
        {error ? (
          <div data-testid="user-change-error">
            <AlertBanner title={t('admin.users.changeFailed')}>{error}</AlertBanner>
          </div>
        ) : null}
        <DialogActions onCancel={close} disabled={change.isPending}>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={change.isPending}
            data-testid="user-change-confirm"
          >
            {change.isPending ? <Spinner className="size-4" /> : null}
            {t(userActionLabelKey(action))}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
};
