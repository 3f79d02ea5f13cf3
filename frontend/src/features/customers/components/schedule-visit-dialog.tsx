// Schedule Visit (SPEC §5): a date, Anytime or a start and end time in half-hour slots, and notes, checked
// with the shared visit schema ('Invalid time format' under a missing time) and sent as a quote visit.
import { useStore } from '@tanstack/react-form';
import type { Customer } from '#domain/contract/customers';
import { scheduleVisitSchema } from '#domain/schemas/customer';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { submitForm } from '#frontend/components/form/submit-form';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatVisitDate, localIsoDate } from '#frontend/lib/visit-times';
import { useScheduleVisit } from '../api/schedule-visit';
import { newVisitValues, visitRequestOf } from '../visit-form-values';
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
        toast({
          title: t('common.error'),
          description:
            error instanceof Error && error.message ? t.localize(error.message) : t('visit.failed'),
          variant: 'destructive',
        });
      }
    },
  });
  const pending = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className="space-y-4"
      data-testid="schedule-visit-form"
    >
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
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <form.AppForm>
          <form.SubmitButton size="md" pendingLabel={t('visit.submitting')} data-testid="visit-submit">
            {t('customer.scheduleVisit')}
          </form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  );
};

export const ScheduleVisitDialog = ({
  open,
  customer,
  onClose,
}: {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}) => {
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
