// The event create/edit dialog (SPEC §2): title, type, date, status, scheduling, who it is for — a customer
// picked or added inline for a quote visit, a name, phone and address for a job or repair — an optional
// quote link, description and visit instructions. Checked with the API's own schema (SPEC §5 messages
// under the fields); 'Event Created' / 'Event Updated' on success, 'Creation Failed' / 'Update Failed'
// with the reason otherwise (SPEC §8). An existing event can also be removed or its customer texted.

import { useStore } from '@tanstack/react-form';
import type { CalendarEvent } from '#domain/contract/customers';
import { calendarEventInputSchema } from '#domain/schemas/calendar-event';
import { customerSchema } from '#domain/schemas/customer';
import { calendarEventStatuses, calendarEventTypes } from '#domain/vocabularies';
import { useAppForm } from '#frontend/components/form/app-form';
import { type FormErrors, schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { assignableMembers, useTeam } from '#frontend/lib/team';
import { useEventWrites } from '../api/calendar-events';
import { useAddCustomer } from '../api/event-links';
import {
  addsCustomer,
  type EventFormValues,
  eventBodyOf,
  eventValuesOf,
  type NewEventSlot,
  newCustomerBodyOf,
  newEventValues,
  takesCustomerDetails,
} from '../event-form';
import { eventStatusLabel, eventTypeLabel } from '../event-labels';
import { EventActions } from './event-actions';
import { CustomerDetails, QuoteVisitCustomer } from './event-customer-fields';
import { EventDetails } from './event-details';
import { EventTimeFields } from './event-time-fields';

export type EventDialogTarget = { kind: 'new'; slot: NewEventSlot } | { kind: 'edit'; event: CalendarEvent };

/** The form's checks: the event as the API checks it, and an inline customer as POST /api/homeowners does. */
const validateEvent = ({ value }: { value: EventFormValues }): FormErrors | undefined => {
  // The customer being added is the event's customer: its id is only known once it is saved.
  const asSent = addsCustomer(value) ? { ...value, linkedHomeownerId: 'new-customer' } : value;
  const eventErrors = schemaValidator(calendarEventInputSchema, eventBodyOf)({ value: asSent });
  const customerErrors = addsCustomer(value)
    ? schemaValidator(customerSchema, newCustomerBodyOf)({ value: value.newCustomer })
    : undefined;
  const fields = {
    ...eventErrors?.fields,
    ...Object.fromEntries(
      Object.entries(customerErrors?.fields ?? {}).map(([path, key]) => [`newCustomer.${path}`, key]),
    ),
  };
  return Object.keys(fields).length > 0 ? { fields } : undefined;
};

const useEventForm = (target: EventDialogTarget, onDone: () => void) => {
  const t = useT();
  const writes = useEventWrites();
  const addCustomer = useAddCustomer();
  const existing = target.kind === 'edit' ? target.event : undefined;
  const failedTitle = t(existing ? 'schedule.updateFailed' : 'schedule.createFailed');
  const form = useAppForm({
    defaultValues: existing
      ? eventValuesOf(existing)
      : newEventValues(target.kind === 'new' ? target.slot : { date: '' }),
    validators: { onSubmit: validateEvent },
    onSubmit: async ({ value, formApi }) => {
      try {
        let values = value;
        if (addsCustomer(values)) {
          const customer = await addCustomer.mutateAsync(newCustomerBodyOf(values.newCustomer));
          // Saved: a retry after a failed event uses this customer instead of adding it twice.
          values = { ...values, customerMode: 'existing', linkedHomeownerId: customer.id };
          formApi.setFieldValue('customerMode', 'existing');
          formApi.setFieldValue('linkedHomeownerId', customer.id);
        }
        const body = eventBodyOf(values, existing);
        if (existing) await writes.update.mutateAsync({ id: existing.id, body });
        else await writes.create.mutateAsync(body);
        toast({ title: t(existing ? 'schedule.updated' : 'schedule.created') });
        onDone();
      } catch (error) {
        const errors = serverErrors(error);
        formApi.setErrorMap({
          onSubmit: errors.form ? { ...errors, form: t.localize(errors.form) } : errors,
        });
        toast({
          title: failedTitle,
          description: failureText(
            error,
            t,
            t(existing ? 'schedule.updateFailedText' : 'schedule.createFailedText'),
          ),
          variant: 'destructive',
        });
      }
    },
  });
  return { form, existing, failedTitle };
};

const typeChoices = (t: ReturnType<typeof useT>) =>
  calendarEventTypes.map((value) => ({ value, label: t(eventTypeLabel[value]) }));
const statusChoices = (t: ReturnType<typeof useT>) =>
  calendarEventStatuses.map((value) => ({ value, label: t(eventStatusLabel[value]) }));

const EventForm = ({ target, onDone }: { target: EventDialogTarget; onDone: () => void }) => {
  const t = useT();
  const { form, existing, failedTitle } = useEventForm(target, onDone);
  const pending = useStore(form.store, (state) => state.isSubmitting);
  const eventType = useStore(form.store, (state) => state.values.eventType);
  const team = useTeam();

  return (
    <KitForm form={form} className="space-y-4" data-testid="event-form">
      <form.FormError title={failedTitle} />
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label={t('schedule.eventTitle')}
            maxLength={100}
            disabled={pending}
            data-testid="event-title"
          />
        )}
      </form.AppField>
      <div className="grid grid-cols-2 gap-4">
        <form.AppField name="eventType">
          {(field) => (
            <field.SelectField
              label={t('settings.hardware.type')}
              options={typeChoices(t)}
              disabled={pending}
              data-testid="event-type"
            />
          )}
        </form.AppField>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField
              label={t('form.status')}
              options={statusChoices(t)}
              disabled={pending}
              data-testid="event-status"
            />
          )}
        </form.AppField>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <form.AppField name="startDate">
          {(field) => (
            <field.TextField
              label={t('form.date')}
              type="date"
              required
              disabled={pending}
              data-testid="event-date"
            />
          )}
        </form.AppField>
        <form.AppField name="assignedTo">
          {(field) => (
            <field.SelectField
              label={t('jobs.details.assignee')}
              options={[
                { value: '', label: t('schedule.assigneeMe') },
                ...assignableMembers(team.data?.members ?? [], existing?.assignedTo).map((member) => ({
                  value: member.id,
                  label: member.name,
                })),
              ]}
              disabled={pending}
              data-testid="event-assignee"
            />
          )}
        </form.AppField>
      </div>
      <EventTimeFields form={form} disabled={pending} />
      {eventType === 'quote' ? <QuoteVisitCustomer form={form} disabled={pending} /> : null}
      {takesCustomerDetails(eventType) ? <CustomerDetails form={form} disabled={pending} /> : null}
      <form.AppField name="description">
        {(field) => (
          <field.TextAreaField
            label={t('jobs.schedule.description')}
            rows={2}
            maxLength={2000}
            disabled={pending}
            data-testid="event-description"
          />
        )}
      </form.AppField>
      <form.AppField name="visitInstructions">
        {(field) => (
          <field.TextAreaField
            label={t('schedule.visitInstructions')}
            rows={2}
            maxLength={2000}
            placeholder={t('schedule.visitInstructionsPlaceholder')}
            disabled={pending}
            data-testid="event-instructions"
          />
        )}
      </form.AppField>
      {existing ? <EventActions event={existing} onRemoved={onDone} disabled={pending} /> : null}
      <DialogActions onCancel={onDone} disabled={pending}>
        <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="event-submit">
          {t(existing ? 'customer.save' : 'schedule.createEvent')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
  );
};

interface EventDialogProps {
  /** What the dialog opens on; null while it is closed. */
  target: EventDialogTarget | null;
  onClose: () => void;
  /** Shows the event instead of its form (crew read their schedule; the office changes it). */
  readOnly?: boolean;
}

export const EventDialog = ({ target, onClose, readOnly = false }: EventDialogProps) => {
  const t = useT();
  // A fresh form for each opening: the key changes with what it opens on.
  const key =
    target?.kind === 'edit'
      ? `edit-${target.event.id}-${target.event.version}`
      : `new-${target?.slot.date}-${target?.slot.startTime ?? ''}-${target?.slot.assignedTo ?? ''}`;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t(target?.kind === 'edit' ? 'schedule.editEvent' : 'schedule.newEvent')}
      testId="event-dialog"
    >
      {target && readOnly && target.kind === 'edit' ? (
        <>
          <EventDetails event={target.event} />
          <div className="flex justify-end pt-2">
            <Button variant="secondary" onClick={onClose} data-testid="event-details-close">
              {t('common.close')}
            </Button>
          </div>
        </>
      ) : target ? (
        <EventForm key={key} target={target} onDone={onClose} />
      ) : null}
    </Dialog>
  );
};
