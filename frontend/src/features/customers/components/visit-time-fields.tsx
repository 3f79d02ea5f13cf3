// The Schedule Visit times (SPEC §5, §9): Anytime (on at first), or a start and an end in half-hour slots.
// Turning Anytime off starts at 09:00-17:00 and clears the messages; a start at or after the end moves the
// end to the next slot, and the end list only offers slots after the start.
import { useStore } from '@tanstack/react-form';
import { withForm } from '#frontend/components/form/app-form';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import {
  endTimeSlots,
  slotChoices,
  timeSlots,
  toggleAnytime,
  withStartTime,
} from '#frontend/lib/visit-times';
import type { VisitFormValues } from '../visit-form-values';

export const VisitTimeFields = withForm({
  defaultValues: {} as VisitFormValues,
  props: { disabled: false },
  render: function VisitTimeFields({ form, disabled }) {
    const t = useT();
    const slotOptions = (slots: readonly string[]) =>
      slotChoices(slots, localeOf(t.lang), t('form.chooseTime'));
    const isAnytime = useStore(form.store, (state) => state.values.isAnytime);
    const startTime = useStore(form.store, (state) => state.values.scheduledStartTime);

    return (
      <>
        <form.AppField
          name="isAnytime"
          listeners={{
            onChange: ({ value }) => {
              const times = toggleAnytime(value);
              form.setFieldValue('scheduledEndTime', times.endTime);
              form.setFieldValue('scheduledStartTime', times.startTime);
              form.setErrorMap({ onSubmit: { fields: {} } });
            },
          }}
        >
          {(field) => (
            <field.CheckboxField
              className="rounded-lg border border-slate-200 px-3 py-1"
              label={t('form.anytime')}
              hint={t('visit.anytimeHint')}
              disabled={disabled}
              data-testid="visit-anytime"
            />
          )}
        </form.AppField>
        {isAnytime ? null : (
          <div className="grid grid-cols-2 gap-4">
            <form.AppField
              name="scheduledStartTime"
              listeners={{
                onChange: ({ value }) => {
                  const endTime = form.getFieldValue('scheduledEndTime');
                  const next = withStartTime({ isAnytime: false, startTime: value, endTime }, value);
                  if (next.endTime !== endTime) form.setFieldValue('scheduledEndTime', next.endTime);
                },
              }}
            >
              {(field) => (
                <field.SelectField
                  label={t('form.startTime')}
                  options={slotOptions(timeSlots)}
                  disabled={disabled}
                  data-testid="visit-start"
                />
              )}
            </form.AppField>
            <form.AppField name="scheduledEndTime">
              {(field) => (
                <field.SelectField
                  label={t('form.endTime')}
                  options={slotOptions(endTimeSlots(startTime))}
                  disabled={disabled}
                  data-testid="visit-end"
                />
              )}
            </form.AppField>
          </div>
        )}
      </>
    );
  },
});
