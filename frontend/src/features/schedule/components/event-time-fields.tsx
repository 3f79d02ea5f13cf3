// The event dialog's scheduling (SPEC §2, §5): Anytime (on for a new event), or a start and end in half-hour
// slots. Turning Anytime off starts at 09:00-17:00 and clears the messages; the end list shows the later
// times, then the earlier ones marked "next day" (an overnight wrap).
import { useStore } from '@tanstack/react-form';
import { withForm } from '#frontend/components/form/app-form';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatSlot, slotChoices, timeSlots, toggleAnytime } from '#frontend/lib/visit-times';
import type { EventFormValues } from '../event-form';
import { endAfterNewStart, eventEndSlots } from '../event-times';

export const EventTimeFields = withForm({
  defaultValues: {} as EventFormValues,
  props: { disabled: false },
  render: function EventTimeFields({ form, disabled }) {
    const t = useT();
    const locale = localeOf(t.lang);
    const isAnytime = useStore(form.store, (state) => state.values.isAnytime);
    const startTime = useStore(form.store, (state) => state.values.startTime);
    const endChoices = [
      { value: '', label: t('form.chooseTime') },
      ...eventEndSlots(startTime).map(({ slot, nextDay }) => ({
        value: slot,
        label: nextDay ? t('schedule.nextDay', { time: formatSlot(slot, locale) }) : formatSlot(slot, locale),
      })),
    ];
    return (
      <>
        <form.AppField
          name="isAnytime"
          listeners={{
            onChange: ({ value }) => {
              const times = toggleAnytime(value);
              form.setFieldValue('startTime', times.startTime);
              form.setFieldValue('endTime', times.endTime);
              form.setErrorMap({ onSubmit: { fields: {} } });
            },
          }}
        >
          {(field) => (
            <field.CheckboxField
              className="rounded-lg border border-slate-200 px-3 py-1"
              label={t('form.anytime')}
              hint={t('schedule.anytimeHint')}
              disabled={disabled}
              data-testid="event-anytime"
            />
          )}
        </form.AppField>
        {isAnytime ? null : (
          <div className="grid grid-cols-2 gap-4">
            <form.AppField
              name="startTime"
              listeners={{
                onChange: ({ value }) => {
                  const end = form.getFieldValue('endTime');
                  const next = endAfterNewStart(value, end);
                  if (next !== end) form.setFieldValue('endTime', next);
                },
              }}
            >
              {(field) => (
                <field.SelectField
                  label={t('form.startTime')}
                  options={slotChoices(timeSlots, locale, t('form.chooseTime'))}
                  disabled={disabled}
                  data-testid="event-start"
                />
              )}
            </form.AppField>
            <form.AppField name="endTime">
              {(field) => (
                <field.SelectField
                  label={t('form.endTime')}
                  options={endChoices}
                  disabled={disabled}
                  data-testid="event-end"
                />
              )}
            </form.AppField>
          </div>
        )}
      </>
    );
  },
});
