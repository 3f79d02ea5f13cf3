// Schedule Visit (SPEC §5): a date, Anytime or a start and end time in half-hour slots, and notes, checked
// with the shared visit schema ('Invalid time format' under a missing time) and sent as a quote visit.
import { useStore } from '@tanstack/react-form';
import type { Customer } from '#domain/contract/customers';
import { scheduleVisitSchema } from '#domain/schemas/customer';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { formatVisitDate, localIsoDate } from '#frontend/lib/visit-times';
import { useScheduleVisit } from '../api/schedule-visit';
import { newVisitValues, visitRequestOf } from '../visit-form-values';
import type { CustomerDialogProps } from './customer-actions';
import { VisitTimeFields } from './visit-time-fields';

const VisitForm = ({ customer, onClose }: { customer: Customer; onClose: () => void }) => {
  const t = useT();
  const schedule = useScheduleVisit();
  const form = useAppForm({
    defaultValues: newVisitValues(),
    validators: { onSubmit: schemaValidator(scheduleVisitSchema, visitRequestOf) },
    onSubmit: async ({ value, formApi }) => {
      const visit = scheduleVisitSchema.parse(visitRequestOf(value));
      try {
        await schedule.mutateAsync({ ...visit, customerId: customer.id });
        toast({
          title: t('visit.scheduled'),
          description: t('visit.scheduledDescription', {
            name: customer.name,
            date: formatVisitDate(visit.scheduledDate, localeOf(t.lang)),
          }),
        });
        onClose();
      } catch (error) {
        showServerErrors(formApi, error);
        toast(failureToast(error, t, t('visit.failed')));
      }
    },
  });
  const pending = useStore(form.store, (state) => state.isSubmitting);

  return (
    <KitForm form={form} className="space-y-4" data-testid="schedule-visit-form">
      <form.AppField name="scheduledDate">
        {(field) => (
          <field.TextField
            label={t('form.date')}
            type="date"
            min={localIsoDate()}
            disabled={pending}
            data-testid="visit-date"
          />
        )}
      </form.AppField>
      <VisitTimeFields form={form} disabled={pending} />
      <form.AppField name="notes">
        {(field) => (
          <field.TextAreaField
            label={t('form.notes')}
            rows={3}
            maxLength={2000}
            placeholder={t('visit.notesPlaceholder')}
            disabled={pending}
            data-testid="visit-notes"
          />
        )}
      </form.AppField>
      <DialogActions onCancel={onClose} disabled={pending}>
        <form.SubmitButton size="md" pendingLabel={t('visit.submitting')} data-testid="visit-submit">
          {t('customer.scheduleVisit')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
  );
};

export const ScheduleVisitDialog = ({ open, customer, onClose }: CustomerDialogProps) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('customer.scheduleVisit')}
      description={t('visit.description', { name: customer.name })}
      testId="schedule-visit-dialog"
    >
      <VisitForm customer={customer} onClose={onClose} />
    </Dialog>
  );
};
