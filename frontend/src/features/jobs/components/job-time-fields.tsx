// When the job happens: its date (no past dates offered for a new one), Anytime, or a start and end in
// half-hour slots with the end after the start (SPEC §5 calendar rules).

import { TextField } from '#frontend/components/ui/text-field';
import { CheckboxField, SelectField } from '#frontend/features/quotes/components/form-controls';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { JobDetailsValues } from '../job-details-values';
import { endTimeOptions, formatSlot, startTimeOptions, toggleAnytime, withStartTime } from '../job-times';

type TimeValues = Pick<JobDetailsValues, 'scheduledDate' | 'isAnytime' | 'startTime' | 'endTime'>;

interface JobTimeFieldsProps {
  values: TimeValues;
  onChange: (values: TimeValues) => void;
  /** Earliest date offered (today), unless the job already has an earlier one. */
  minDate: string;
  errorFor: (field: string) => string | undefined;
  disabled?: boolean;
}

export const JobTimeFields = ({ values, onChange, minDate, errorFor, disabled }: JobTimeFieldsProps) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const times = { isAnytime: values.isAnytime, startTime: values.startTime, endTime: values.endTime };
  return (
    <div className="space-y-3">
      <TextField
        label={t('jobs.details.scheduledDate')}
        type="date"
        min={minDate}
        value={values.scheduledDate}
        onChange={(event) => onChange({ ...values, scheduledDate: event.target.value })}
        error={errorFor('scheduledDate')}
        disabled={disabled}
        data-testid="job-scheduled-date"
      />
      <CheckboxField
        label={t('jobs.details.anytime')}
        hint={t('jobs.details.anytimeHint')}
        checked={values.isAnytime}
        onChange={(isAnytime) => onChange({ ...values, ...toggleAnytime(isAnytime) })}
        disabled={disabled}
        testId="job-anytime"
      />
      {values.isAnytime ? null : (
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('jobs.details.startTime')}
            value={values.startTime}
            onChange={(event) => onChange({ ...values, ...withStartTime(times, event.target.value) })}
            error={errorFor('scheduledStartTime')}
            disabled={disabled}
            data-testid="job-start-time"
          >
            <option value="">{t('jobs.details.chooseTime')}</option>
            {startTimeOptions(values.startTime).map((slot) => (
              <option key={slot} value={slot}>
                {formatSlot(slot, locale)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('jobs.details.endTime')}
            value={values.endTime}
            onChange={(event) => onChange({ ...values, endTime: event.target.value })}
            error={errorFor('scheduledEndTime')}
            disabled={disabled}
            data-testid="job-end-time"
          >
            <option value="">{t('jobs.details.chooseTime')}</option>
            {endTimeOptions(values.startTime, values.endTime).map((slot) => (
              <option key={slot} value={slot}>
                {formatSlot(slot, locale)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </div>
  );
};
