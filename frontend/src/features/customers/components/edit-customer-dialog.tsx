// Editing a customer: the add form's fields and rules, sent with the version that was read. When someone
// else saved first (409 STALE_VERSION) the dialog says so and offers to reload the latest details.
import { useIsMutating } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { customerSchema } from '#domain/schemas/customer';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import type { Customer } from '../api/get-customers';
import { updateCustomerKey, useUpdateCustomer } from '../api/save-customer';
import { type CustomerFormValues, customerValuesOf } from '../customer-form-values';
import { CustomerFormFields } from './customer-form-fields';

interface EditCustomerFormProps {
  customer: Customer;
  onClose: () => void;
  /** Re-reads the customer; resolves with the latest record. */
  onReload: () => Promise<Customer | undefined>;
}

const EditCustomerForm = ({ customer, onClose, onReload }: EditCustomerFormProps) => {
  const t = useT();
  const update = useUpdateCustomer();
  const [base, setBase] = useState(customer);
  const [values, setValues] = useState<CustomerFormValues>(() => customerValuesOf(customer));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const pending = update.isPending || reloading;

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) {
        setBase(latest);
        setValues(customerValuesOf(latest));
        setErrors({});
        setConflict(null);
      }
    } finally {
      setReloading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = customerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t.lang));
      return;
    }
    setErrors({});
    update.mutate(
      { ...parsed.data, id: base.id, version: base.version },
      {
        onSuccess: (saved) => {
          toast({
            title: t('customer.saved'),
            description: t('customer.savedDescription', { name: saved.name }),
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'STALE_VERSION') {
            setConflict(t.localize(error.message));
            return;
          }
          if (error instanceof ApiError && error.code === 'ARCHIVED') {
            toast({
              title: t('common.error'),
              description: t.localize(error.message),
              variant: 'destructive',
            });
            void onReload();
            onClose();
            return;
          }
          const fields = error instanceof ApiError ? error.fields : {};
          if (Object.keys(fields).length > 0) setErrors({ ...fields });
          toast({
            title: t('common.error'),
            description: error.message ? t.localize(error.message) : t('customer.saveFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="edit-customer-form">
      {conflict ? (
        <div className="mb-4" data-testid="edit-customer-conflict">
          <AlertBanner title={t('customer.stale')}>
            <p>{conflict}</p>
            <p className="mt-1">{t('customer.staleDetail')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => void reload()}
              disabled={reloading}
            >
              {reloading ? <Spinner className="size-4" /> : null}
              {t('customer.reload')}
            </Button>
          </AlertBanner>
        </div>
      ) : null}
      <CustomerFormFields
        values={values}
        onValues={setValues}
        errors={errors}
        disabled={pending}
        testIdPrefix="edit-customer"
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending || conflict !== null} data-testid="edit-customer-submit">
          {update.isPending ? <Spinner className="size-4" /> : null}
          {update.isPending ? t('customer.saving') : t('customer.save')}
        </Button>
      </div>
    </form>
  );
};

interface EditCustomerDialogProps extends EditCustomerFormProps {
  open: boolean;
}

export const EditCustomerDialog = ({ open, customer, onClose, onReload }: EditCustomerDialogProps) => {
  const t = useT();
  const saving = useIsMutating({ mutationKey: updateCustomerKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={saving ? () => undefined : onClose}
      title={t('customer.editTitle')}
      testId="edit-customer-dialog"
    >
      {/* Mounted only while open, so each opening starts from the customer as last read. */}
      <EditCustomerForm customer={customer} onClose={onClose} onReload={onReload} />
    </Dialog>
  );
};
