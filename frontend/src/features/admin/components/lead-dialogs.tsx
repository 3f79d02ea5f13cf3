// What an administrator does with a lead nobody took: give it to a business (it becomes their quote, priced
// with their rates, in their bell; 409 when it was taken meanwhile) or discard it, saying why (kept in the
// security log). The API's own schemas check each first; a refusal lands under its field or over the form.
import { useState } from 'react';
import { leadAssignmentSchema, leadDiscardSchema } from '#domain/schemas/admin';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import type { AdminContractor } from '../api/contractors';
import { type Lead, useAssignLead, useDiscardLead } from '../api/leads';
import { ContractorPicker } from './contractor-picker';

interface LeadDialogProps {
  lead: Lead;
  onClose: () => void;
}

export const AssignLeadDialog = ({ lead, onClose }: LeadDialogProps) => {
  const t = useT();
  const assign = useAssignLead();
  const [picked, setPicked] = useState<AdminContractor | null>(null);
  const form = useAppForm({
    defaultValues: { contractorId: '' },
    validators: { onSubmit: schemaValidator(leadAssignmentSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const assigned = await assign.mutateAsync({ id: lead.id, contractorId: value.contractorId });
        toast({
          title: t('admin.leads.assigned', { number: lead.number, business: picked?.businessName ?? '' }),
          description: t('admin.leads.theirQuote', { number: assigned.quoteNumber }),
        });
        onClose();
      } catch (error) {
        showServerErrors(formApi, error, ['contractorId']);
      }
    },
  });
  const close = () => {
    if (!form.state.isSubmitting) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('admin.leads.assignTitle', { number: lead.number })}
      description={t('admin.leads.assignDescription', { zip: lead.zipCode })}
      testId="assign-lead-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="assign-lead-form">
        <form.FormError title={t('admin.leads.assignFailed')} />
        <form.AppField name="contractorId">
          {() => <ContractorPicker picked={picked} onPick={setPicked} />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="assign-lead-submit">
                {t('admin.leads.assign')}
              </form.SubmitButton>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};

export const DiscardLeadDialog = ({ lead, onClose }: LeadDialogProps) => {
  const t = useT();
  const discard = useDiscardLead();
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onSubmit: schemaValidator(leadDiscardSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await discard.mutateAsync({ id: lead.id, reason: value.reason.trim() });
        toast({ title: t('admin.leads.discarded', { number: lead.number }) });
        onClose();
      } catch (error) {
        showServerErrors(formApi, error, ['reason']);
      }
    },
  });
  const close = () => {
    if (!form.state.isSubmitting) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('admin.leads.discardTitle', { number: lead.number })}
      description={t('admin.leads.discardDescription')}
      testId="discard-lead-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="discard-lead-form">
        <form.FormError title={t('admin.leads.discardFailed')} />
        <form.AppField name="reason">
          {(field) => (
            <field.TextAreaField
              label={t('quote.adjustment.reason')}
              maxLength={500}
              rows={3}
              data-testid="discard-lead-reason"
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <Button type="submit" variant="danger" disabled={submitting} data-testid="discard-lead-submit">
                {submitting ? <Spinner className="size-4" /> : null}
                {t('settings.discard')}
              </Button>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};
