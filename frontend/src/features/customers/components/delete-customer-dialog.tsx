// Deleting a customer, after a confirmation: the API archives them (quotes, jobs and visits keep their
// link), then the customer list opens.
import { useNavigate } from '@tanstack/react-router';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { useDeleteCustomer } from '../api/save-customer';
import type { CustomerDialogProps } from './customer-actions';

export const DeleteCustomerDialog = ({ open, customer, onClose }: CustomerDialogProps) => {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const pending = remove.isPending;

  const confirm = () =>
    remove.mutate(customer, {
      onSuccess: () => {
        toast({
          title: t('customer.deleted'),
          description: t('customer.deletedDescription', { name: customer.name }),
        });
        onClose();
        void navigate({ to: '/customers' });
      },
      onError: (error) => toast(failureToast(error, t, t('customer.deleteFailed'))),
    });

  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      title={t('customer.deleteTitle')}
      testId="delete-customer-dialog"
    >
      <p className="font-medium text-slate-900">{t('customer.deleteConfirm', { name: customer.name })}</p>
      <p className="mt-1 text-sm text-slate-600">{t('customer.deleteDetail')}</p>
      <DialogActions onCancel={onClose} disabled={pending} spacing="mt-6">
        <Button variant="danger" onClick={confirm} disabled={pending} data-testid="delete-customer-confirm">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('customer.deleting') : t('customer.deleteTitle')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
