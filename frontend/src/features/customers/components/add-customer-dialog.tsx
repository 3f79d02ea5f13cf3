// The Add New Customer dialog (SPEC §2, §4, §8): the shared customer schema checks the form (SPEC §5
// messages under the fields), both buttons are disabled while saving and Add Customer reads 'Adding...';
// on success the form is reset, the dialog closes and the new customer's page opens 100 ms later. On
// failure it stays open with a destructive toast. Opened from the header's Add Customer button or the
// Create dialog's Customer choice, each with its own toasts.
import { useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import type { Customer } from '#domain/contract/customers';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { failureText, failureToast } from '#frontend/lib/failure-text';
import { useCreateCustomer } from '../api/save-customer';
import { customerFormOptions, customerRequestOf } from '../customer-form';
import { useDuplicateCheck } from '../use-duplicate-check';
import { CustomerFormFields } from './customer-form-fields';
import { DuplicateCustomerWarning } from './duplicate-customer-warning';

/** SPEC §9: the redirect to the new customer's page waits 100 ms. */
export const REDIRECT_AFTER_ADD_MS = 100;

export type AddCustomerSource = 'header' | 'create';

const addedToast = (source: AddCustomerSource, customer: Customer, t: TFunction) => {
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.name;
  return source === 'create'
    ? { title: t('createCustomer.success'), description: t('createCustomer.successDescription', { name }) }
    : { title: t('addCustomer.success'), description: t('addCustomer.successDescription') };
};

const failedToast = (source: AddCustomerSource, error: unknown, t: TFunction) =>
  source === 'create'
    ? {
        title: t('createCustomer.failed'),
        description: failureText(error, t, t('createCustomer.failedDescription')),
        variant: 'destructive' as const,
      }
    : failureToast(error, t, t('addCustomer.failed'));

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
  const duplicates = useDuplicateCheck();
  // Lives as long as the shell's dialogs: what was typed stays when the dialog is closed and opened again.
  const form = useAppForm({
    ...customerFormOptions,
    onSubmit: async ({ value, formApi }) => {
      if (!(await duplicates.clear(value))) return;
      try {
        const customer = await create.mutateAsync(customerRequestOf(value));
        toast(addedToast(source, customer, t));
        formApi.reset();
        duplicates.reset();
        onClose();
        setTimeout(
          () => void navigate({ to: '/customers/$customerId', params: { customerId: customer.id } }),
          REDIRECT_AFTER_ADD_MS,
        );
      } catch (error) {
        showServerErrors(formApi, error);
        toast(failedToast(source, error, t));
      }
    },
  });
  const pending = useStore(form.store, (state) => state.isSubmitting);

  const close = () => {
    if (pending) return;
    // The messages go with the dialog; the values stay for next time.
    form.setErrorMap({ onSubmit: { fields: {} } });
    duplicates.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('addCustomer.title')}
      description={t('addCustomer.description')}
      testId="add-customer-dialog"
    >
      <KitForm form={form} data-testid="add-customer-form">
        {duplicates.match ? (
          <DuplicateCustomerWarning
            match={duplicates.match}
            proceedLabel={t('customer.duplicate.addAnyway')}
            onProceed={() => {
              duplicates.accept(form.state.values);
              void form.handleSubmit();
            }}
            onOpen={close}
          />
        ) : null}
        <CustomerFormFields form={form} disabled={pending} testIdPrefix="add-customer" />
        <DialogActions onCancel={close} disabled={pending} spacing="mt-6" cancelTestId="add-customer-cancel">
          <form.SubmitButton
            size="md"
            pendingLabel={t('addCustomer.submitting')}
            data-testid="add-customer-submit"
          >
            {t('nav.addCustomer')}
          </form.SubmitButton>
        </DialogActions>
      </KitForm>
    </Dialog>
  );
};
