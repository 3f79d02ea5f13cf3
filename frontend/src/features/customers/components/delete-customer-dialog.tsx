// Deleting a customer, after a confirmation: the API archives them (quotes, jobs and visits keep their
// link), then the customer list opens.
import { useNavigate } from '@tanstack/react-router';
import type { Customer } from '#domain/contract/customers';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useDeleteCustomer } from '../api/save-customer';

export const DeleteCustomerDialog = ({
  open,
  customer,
  onClose,
}: {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}) => {
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
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: error.message ? t.localize(error.message) : t('customer.deleteFailed'),
          variant: 'destructive',
        }),
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
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending} data-testid="delete-customer-confirm">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('customer.deleting') : t('customer.deleteTitle')}
        </Button>
      </div>
    </Dialog>
  );
};
