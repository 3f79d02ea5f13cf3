// Editing a customer: the add form's fields and rules, sent with the version that was read. When someone
// else saved first (409 STALE_VERSION) the dialog says so and offers to reload the latest details.

import { useStore } from '@tanstack/react-form';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import type { Customer } from '#domain/contract/customers';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { KitForm } from '#frontend/components/form/kit-form';
import { ActionBanner } from '#frontend/components/ui/action-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { errorToast, failureToast } from '#frontend/lib/failure-text';
import { updateCustomerKey, useUpdateCustomer } from '../api/save-customer';
import { customerFormOptions, customerRequestOf } from '../customer-form';
import { customerValuesOf } from '../customer-form-values';
import { useDuplicateCheck } from '../use-duplicate-check';
import { CustomerFormFields } from './customer-form-fields';
import { DuplicateCustomerWarning } from './duplicate-customer-warning';

interface EditCustomerFormProps {
  customer: Customer;
  onClose: () => void;
  /** Re-reads the customer; resolves with the latest record. */
  onReload: () => Promise<Customer | undefined>;
}

/** Someone else saved first: what the server said, and a button to start again from their version. */
const ConflictBanner = ({
  message,
  reloading,
  onReload,
}: {
  message: string;
  reloading: boolean;
  onReload: () => void;
}) => {
  const t = useT();
  return (
    <div className="mb-4" data-testid="edit-customer-conflict">
      <ActionBanner
        title={t('customer.staleTitle')}
        action={{ label: t('customer.reload'), onClick: onReload, busy: reloading }}
      >
        <p>{message}</p>
        <p className="mt-1">{t('customer.staleDetail')}</p>
      </ActionBanner>
    </div>
  );
};

const EditCustomerForm = ({ customer, onClose, onReload }: EditCustomerFormProps) => {
  const t = useT();
  const update = useUpdateCustomer();
  // The record the edit is based on: its id and version go with the save.
  const [base, setBase] = useState(customer);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const duplicates = useDuplicateCheck(customer.id);
  const form = useAppForm({
    ...customerFormOptions,
    defaultValues: customerValuesOf(customer),
    onSubmit: async ({ value, formApi }) => {
      if (!(await duplicates.clear(value))) return;
      try {
        const saved = await update.mutateAsync({
          ...customerRequestOf(value),
          id: base.id,
          version: base.version,
        });
        toast({
          title: t('customer.saved'),
          description: t('customer.savedDescription', { name: saved.name }),
        });
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'STALE_VERSION') {
          setConflict(t.localize(error.message));
          return;
        }
        if (error instanceof ApiError && error.code === 'ARCHIVED') {
          toast(errorToast(t, t.localize(error.message)));
          void onReload();
          onClose();
          return;
        }
        showServerErrors(formApi, error);
        toast(failureToast(error, t, t('customer.saveFailed')));
      }
    },
  });
  const saving = useStore(form.store, (state) => state.isSubmitting);
  const pending = saving || reloading;

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) {
        setBase(latest);
        form.reset(customerValuesOf(latest));
        setConflict(null);
      }
    } finally {
      setReloading(false);
    }
  };

  return (
    <KitForm form={form} canSubmit={!pending && conflict === null} data-testid="edit-customer-form">
      {conflict ? (
        <ConflictBanner message={conflict} reloading={reloading} onReload={() => void reload()} />
      ) : null}
      {duplicates.match ? (
        <DuplicateCustomerWarning
          match={duplicates.match}
          proceedLabel={t('customer.duplicate.saveAnyway')}
          onProceed={() => {
            duplicates.accept(form.state.values);
            void form.handleSubmit();
          }}
          onOpen={onClose}
        />
      ) : null}
      <CustomerFormFields form={form} disabled={pending} testIdPrefix="edit-customer" />
      <DialogActions onCancel={onClose} disabled={pending} spacing="mt-6">
        <Button type="submit" disabled={pending || conflict !== null} data-testid="edit-customer-submit">
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? t('form.saving') : t('customer.save')}
        </Button>
      </DialogActions>
    </KitForm>
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
