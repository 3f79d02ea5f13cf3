// When the job happens: its date (no past dates offered for a new one), Anytime, or a start and end in
// half-hour slots with the end after the start (SPEC §5 calendar rules). Anytime on clears the times and
// off sets 09:00–17:00; a new start moves an end that would no longer come after it.
import { useSelector } from '@tanstack/react-form';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { endTimeOptions, slotChoices, startTimeOptions, toggleAnytime, withStartTime } from '../job-times';
import type { JobDetailsForm } from '../use-job-details-form';

interface JobTimeFieldsProps {
  form: JobDetailsForm;
  /** Earliest date offered (today), unless the job already has an earlier one. */
  minDate: string;
  disabled?: boolean;
}

const TimeSelects = ({ form, disabled }: Omit<JobTimeFieldsProps, 'minDate'>) => {
  const t = useT();
  const choices = (slots: readonly string[]) => slotChoices(slots, localeOf(t.lang), t('form.chooseTime'));
  const startTime = useSelector(form.store, (state) => state.values.startTime);
  const endTime = useSelector(form.store, (state) => state.values.endTime);
  return (
    <div className="grid grid-cols-2 gap-3">
      <form.AppField
        name="startTime"
        listeners={{
          onChange: ({ value }) => {
            const end = form.getFieldValue('endTime');
            const times = withStartTime({ isAnytime: false, startTime: value, endTime: end }, value);
            if (times.endTime !== end)
              form.setFieldValue('endTime', times.endTime, { dontRunListeners: true });
          },
        }}
      >
        {(field) => (
          <field.SelectField
            label={t('form.startTime')}
            options={choices(startTimeOptions(startTime))}
            disabled={disabled}
            data-testid="job-start-time"
          />
        )}
      </form.AppField>
      <form.AppField name="endTime">
        {(field) => (
          <field.SelectField
            label={t('form.endTime')}
            options={choices(endTimeOptions(startTime, endTime))}
            disabled={disabled}
            data-testid="job-end-time"
          />
        )}
      </form.AppField>
    </div>
  );
};

export const JobTimeFields = ({ form, minDate, disabled }: JobTimeFieldsProps) => {
  const t = useT();
  return (
    <div className="space-y-3">
      <form.AppField name="scheduledDate">
        {(field) => (
          <field.TextField
            label={t('jobs.details.scheduledDate')}
            type="date"
            min={minDate}
            disabled={disabled}
            data-testid="job-scheduled-date"
          />
        )}
      </form.AppField>
      <form.AppField
        name="isAnytime"
        listeners={{
          onChange: ({ value }) => {
            const times = toggleAnytime(value);
            form.setFieldValue('startTime', times.startTime, { dontRunListeners: true });
            form.setFieldValue('endTime', times.endTime, { dontRunListeners: true });
          },
        }}
      >
        {(field) => (
          <field.CheckboxField
            label={t('form.anytime')}
            hint={t('jobs.details.anytimeHint')}
            disabled={disabled}
            data-testid="job-anytime"
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.isAnytime}>
        {(isAnytime) => (isAnytime ? null : <TimeSelects form={form} disabled={disabled} />)}
      </form.Subscribe>
    </div>
  );
};
