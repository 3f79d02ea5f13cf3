// Adding or editing an adjustment type: its label, description, whether its value is a fixed amount or a
// percentage, the default value and whether the quote builder offers it. The API's own schema checks it
// before it is sent; a refusal lands under its field.
import { adjustmentKinds, adjustmentTypeInputSchema } from '#domain/schemas/adjustment-type';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type AdjustmentType, useAddAdjustmentType, useChangeAdjustmentType } from '../api/adjustment-types';
import {
  type AdjustmentTypeFormValues,
  adjustmentTypeFormValues,
  toAdjustmentTypeRequest,
} from '../platform-settings-values';

const checkType = schemaValidator(adjustmentTypeInputSchema, toAdjustmentTypeRequest);

interface AdjustmentTypeDialogProps {
  /** The type to edit, or null to add one. */
  type: AdjustmentType | null;
  onClose: () => void;
}

export const AdjustmentTypeDialog = ({ type, onClose }: AdjustmentTypeDialogProps) => {
  const t = useT();
  const add = useAddAdjustmentType();
  const change = useChangeAdjustmentType();
  const form = useAppForm({
    defaultValues: adjustmentTypeFormValues(type),
    validators: { onSubmit: checkType },
    onSubmit: async ({ value, formApi }) => {
      const request = toAdjustmentTypeRequest(value);
      try {
        if (type) await change.mutateAsync({ id: type.id, change: request });
        else await add.mutateAsync(request);
        toast({
          title: t(type ? 'adjustmentTypes.saved' : 'adjustmentTypes.added'),
          description: request.label.trim(),
        });
        onClose();
      } catch (error) {
        showServerErrors(formApi, error);
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
      title={t(type ? 'adjustmentTypes.editTitle' : 'adjustmentTypes.addTitle')}
      description={t('adjustmentTypes.dialogDescription')}
      testId="adjustment-type-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="adjustment-type-form">
        <form.FormError title={t('adjustmentTypes.saveFailed')} />
        <form.AppField name="label">
          {(field) => (
            <field.TextField
              label={t('quote.adjustment.label')}
              autoComplete="off"
              maxLength={80}
              data-testid="adjustment-type-label"
            />
          )}
        </form.AppField>
        <form.AppField name="description">
          {(field) => (
            <field.TextAreaField
              label={t('jobs.schedule.description')}
              hint={t('adjustmentTypes.descriptionHint')}
              rows={2}
              maxLength={200}
              data-testid="adjustment-type-description"
            />
          )}
        </form.AppField>
        <form.AppField name="adjustmentType">
          {(field) => (
            <field.ChoiceGroup<AdjustmentTypeFormValues['adjustmentType']>
              legend={t('adjustmentTypes.kind')}
              options={adjustmentKinds.map((kind) => ({
                value: kind,
                label: t(`adjustmentTypes.kind.${kind}`),
              }))}
              data-testid="adjustment-type-kind"
            />
          )}
        </form.AppField>
        <form.AppField name="defaultValue">
          {(field) => (
            <field.TextField
              label={t('adjustmentTypes.value')}
              hint={t('adjustmentTypes.valueHint')}
              inputMode="decimal"
              autoComplete="off"
              data-testid="adjustment-type-value"
            />
          )}
        </form.AppField>
        <form.AppField name="isActive">
          {(field) => (
            <field.CheckboxField
              label={t('adjustmentTypes.activeLabel')}
              data-testid="adjustment-type-active"
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <form.SubmitButton
                size="md"
                pendingLabel={t('form.saving')}
                data-testid="adjustment-type-submit"
              >
                {t(type ? 'settings.save' : 'adjustmentTypes.add')}
              </form.SubmitButton>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};
