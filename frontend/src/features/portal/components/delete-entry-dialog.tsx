// Confirming that an entry of a portal list goes: what leaves the public page, then Cancel or Delete. The
// dialog stays open (its buttons disabled) while the deletion is under way.
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';

interface DeleteEntryDialogProps {
  open: boolean;
  title: string;
  detail: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const DeleteEntryDialog = ({
  open,
  title,
  detail,
  pending,
  onConfirm,
  onClose,
}: DeleteEntryDialogProps) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      title={title}
      testId="delete-entry-dialog"
    >
      <p className="text-sm text-slate-700">{detail}</p>
      <DialogActions onCancel={onClose} disabled={pending} spacing="mt-6">
        <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="delete-entry-confirm">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('customer.deleting') : t('customer.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
