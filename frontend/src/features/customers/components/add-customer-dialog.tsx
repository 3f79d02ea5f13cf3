// The Add New Customer dialog (SPEC §2, §4, §8): the shared customer schema checks the form (SPEC §5
// messages under the fields), both buttons are disabled while saving and Add Customer reads 'Adding...';
// on success the form is reset, the dialog closes and the new customer's page opens 100 ms later. On
// failure it stays open with a destructive toast. Opened from the header's Add Customer button or the
// Create dialog's Customer choice, each with its own toasts.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { customerSchema } from '#domain/schemas/customer';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { useCreateCustomer } from '../api/save-customer';
import { type CustomerFormValues, emptyCustomerValues } from '../customer-form-values';
import { CustomerFormFields } from './customer-form-fields';

/** SPEC §9: the redirect to the new customer's page waits 100 ms. */
export const REDIRECT_AFTER_ADD_MS = 100;

export type AddCustomerSource = 'header' | 'create';

interface AddCustomerDialogProps {
  open: boolean;
  /** Which entry opened it: the Create dialog has its own toasts (SPEC §8). */
  source: AddCustomerSource;
  onClose: () => void;
}

export const AddCustomerDialog = ({ open, source, onClose }: AddCustomerDialogProps) => {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const [values, setValues] = useState<CustomerFormValues>(emptyCustomerValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = create.isPending;

  const close = () => {
    if (pending) return;
    setErrors({});
    onClose();
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
    create.mutate(parsed.data, {
      onSuccess: (customer) => {
        const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.name;
        toast(
          source === 'create'
            ? {
                title: t('createCustomer.success'),
                description: t('createCustomer.successDescription', { name }),
              }
            : { title: t('addCustomer.success'), description: t('addCustomer.successDescription') },
        );
        setValues(emptyCustomerValues);
        onClose();
        setTimeout(
          () => void navigate({ to: '/customers/$customerId', params: { customerId: customer.id } }),
          REDIRECT_AFTER_ADD_MS,
        );
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        if (Object.keys(fields).length > 0) setErrors({ ...fields });
        const message = error.message ? t.localize(error.message) : '';
        toast(
          source === 'create'
            ? {
                title: t('createCustomer.failed'),
                description: message || t('createCustomer.failedDescription'),
                variant: 'destructive',
              }
            : {
                title: t('common.error'),
                description: message || t('addCustomer.failed'),
                variant: 'destructive',
              },
        );
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('addCustomer.title')}
      description={t('addCustomer.description')}
      testId="add-customer-dialog"
    >
      <form noValidate onSubmit={onSubmit} data-testid="add-customer-form">
        <CustomerFormFields
          values={values}
          onValues={setValues}
          errors={errors}
          disabled={pending}
          testIdPrefix="add-customer"
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={pending} data-testid="add-customer-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending} data-testid="add-customer-submit">
            {pending ? <Spinner className="size-4" /> : null}
            {pending ? t('addCustomer.submitting') : t('addCustomer.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
