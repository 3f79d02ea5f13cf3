// What an administrator does to a business: extend its trial by some days (1 to 365, from the later of today
// and its current end), and deactivate it with an optional reason (everyone of it is signed out and can't
// sign in until it is reactivated). The API's own schemas check them first; its refusals land on the field.
import { deactivationSchema, trialExtensionSchema } from '#domain/schemas/admin';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatDay } from '../admin-display';
import { type AdminContractor, useDeactivateContractor, useExtendTrial } from '../api/contractors';

/** A typed number; an empty box is no number at all (the schema's message names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const toExtension = ({ days }: { days: string }) => ({ days: numberOf(days) });

export const ExtendTrialForm = ({ contractor }: { contractor: AdminContractor }) => {
  const t = useT();
  const extend = useExtendTrial();
  const form = useAppForm({
    defaultValues: { days: '30' },
    validators: { onSubmit: schemaValidator(trialExtensionSchema, toExtension) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const extended = await extend.mutateAsync({ id: contractor.id, ...toExtension(value) });
        toast({
          title: t('admin.trial.extended', {
            business: extended.businessName,
            date: extended.trialEndsAt ? formatDay(extended.trialEndsAt, localeOf(t.lang)) : '—',
          }),
        });
      } catch (error) {
        showServerErrors(formApi, error, ['days']);
      }
    },
  });
  return (
    <KitForm form={form} className="space-y-3" data-testid="extend-trial-form">
      <form.FormError title={t('admin.trial.failed')} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-32">
          <form.AppField name="days">
            {(field) => (
              <field.TextField
                label={t('admin.trial.days')}
                inputMode="numeric"
                autoComplete="off"
                data-testid="extend-trial-days"
              />
            )}
          </form.AppField>
        </div>
        <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="extend-trial-submit">
          {t('admin.trial.extend')}
        </form.SubmitButton>
      </div>
      <p className="text-xs text-slate-500">{t('admin.trial.hint')}</p>
    </KitForm>
  );
};

export const DeactivateContractorForm = ({
  contractor,
  businessName,
  onDone,
}: {
  contractor: AdminContractor;
  businessName: string;
  /** Back to the details: after the deactivation or on Cancel. */
  onDone: () => void;
}) => {
  const t = useT();
  const deactivate = useDeactivateContractor();
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onSubmit: schemaValidator(deactivationSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await deactivate.mutateAsync({ id: contractor.id, reason: value.reason.trim() });
        toast({ title: t('admin.contractors.deactivated', { business: businessName }) });
        onDone();
      } catch (error) {
        showServerErrors(formApi, error, ['reason']);
      }
    },
  });
  return (
    <KitForm form={form} className="space-y-4" data-testid="deactivate-contractor-form">
      <p className="text-sm text-slate-700">
        {t('admin.contractors.deactivateBody', { business: businessName })}
      </p>
      <form.FormError title={t('admin.contractors.deactivateFailed')} />
      <form.AppField name="reason">
        {(field) => (
          <field.TextAreaField
            label={t('quote.adjustment.reason')}
            hint={t('admin.reasonHint')}
            maxLength={500}
            rows={3}
            data-testid="deactivate-reason"
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <DialogActions onCancel={onDone} disabled={submitting}>
            <Button type="submit" variant="danger" disabled={submitting} data-testid="deactivate-confirm">
              {submitting ? <Spinner className="size-4" /> : null}
              {t('teamPage.deactivate')}
            </Button>
          </DialogActions>
        )}
      </form.Subscribe>
    </KitForm>
  );
};
