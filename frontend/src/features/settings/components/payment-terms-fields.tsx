// When and how a customer pays (SPEC §5 contractor settings): terms, the late fee (a percentage or dollars),
// the accepted methods, automatic reminders and invoicing, and the time zone due dates are judged in.
import { useSelector } from '@tanstack/react-form';
import { useMemo } from 'react';
import { moneyProps } from '#frontend/components/fields/amount-field';
import { CheckboxField } from '#frontend/components/fields/checkbox-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { percentProps } from '../amount-props';
import { clearFieldError } from '../clear-field-error';
import {
  type AcceptedMethod,
  acceptedMethods,
  type CommunicationPreference,
  communicationPreferences,
  type LateFeeType,
  lateFeeTypes,
  type PaymentTerms,
  paymentTerms,
  withMethod,
} from '../payment-form-values';
import { supportedTimeZones, timeZoneChoices, type UsTimeZone } from '../time-zones';
import type { PaymentSettingsForm } from '../use-payment-settings-form';

type Form = { form: PaymentSettingsForm };

const usZoneLabel: Record<UsTimeZone, TranslationKey> = {
  'America/New_York': 'paymentSettings.zone.newYork',
  'America/Chicago': 'paymentSettings.zone.chicago',
  'America/Denver': 'paymentSettings.zone.denver',
  'America/Phoenix': 'paymentSettings.zone.phoenix',
  'America/Los_Angeles': 'paymentSettings.zone.losAngeles',
  'America/Anchorage': 'paymentSettings.zone.anchorage',
  'Pacific/Honolulu': 'paymentSettings.zone.honolulu',
  'America/Puerto_Rico': 'paymentSettings.zone.puertoRico',
};

/** A whole number of days, 1–30 (SPEC §5). */
const dayProps = { step: '1', min: 1, max: 30, inputMode: 'numeric' } as const;

/** How many days before a due date the customer is reminded, for the balance and for the deposit. */
const reminderDays = [
  {
    name: 'reminderDaysBefore',
    label: 'paymentSettings.reminderDaysBefore',
    hint: 'paymentSettings.reminderDaysBeforeHint',
    testId: 'reminder-days-before',
  },
  {
    name: 'depositReminderDays',
    label: 'paymentSettings.depositReminderDays',
    hint: 'paymentSettings.depositReminderDaysHint',
    testId: 'deposit-reminder-days',
  },
] as const;

export const TermsFields = ({ form }: Form) => {
  const t = useT();
  const lateFeeType = useSelector(form.store, (state) => state.values.lateFeeType);
  // The late fee is judged by its type: a new type makes the fee's message out of date.
  const lateFeeTypeListeners = { onChange: () => clearFieldError(form, 'lateFeeValue') };
  return (
    <div className="grid items-start gap-4 sm:grid-cols-3">
      <form.AppField name="terms">
        {(field) => (
          <field.SelectField<PaymentTerms>
            label={t('paymentSettings.terms')}
            hint={t('paymentSettings.termsHint')}
            options={paymentTerms.map((value) => ({ value, label: t(`paymentSettings.terms.${value}`) }))}
            data-testid="payment-terms"
          />
        )}
      </form.AppField>
      <form.AppField name="lateFeeType" listeners={lateFeeTypeListeners}>
        {(field) => (
          <field.SelectField<LateFeeType>
            label={t('paymentSettings.lateFeeType')}
            options={lateFeeTypes.map((value) => ({
              value,
              label: t(`paymentSettings.lateFeeType.${value}`),
            }))}
            data-testid="late-fee-type"
          />
        )}
      </form.AppField>
      <form.AppField name="lateFeeValue">
        {(field) => (
          <field.AmountField
            label={t('paymentSettings.lateFeeValue')}
            hint={t(`paymentSettings.lateFeeValueHint.${lateFeeType}`)}
            {...(lateFeeType === 'percent' ? percentProps(100) : { ...moneyProps, max: 10_000 })}
            data-testid="late-fee-value"
          />
        )}
      </form.AppField>
    </div>
  );
};

/** The accepted methods as one checkbox each, bound to the list of methods around them. */
const AcceptedMethods = () => {
  const t = useT();
  const field = useFieldContext<AcceptedMethod[]>();
  const error = useFieldError();
  return (
    <fieldset aria-describedby={error ? 'accepted-methods-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('paymentMethod.accepted')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {acceptedMethods.map((method) => (
          <CheckboxField
            key={method}
            label={t(`paymentMethod.${method}`)}
            checked={field.state.value.includes(method)}
            onCheckedChange={(accepted) =>
              field.handleChange(withMethod(field.state.value, method, accepted))
            }
            data-testid={`accepted-method-${method}`}
          />
        ))}
      </div>
      {error ? (
        <p id="accepted-methods-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-500">{t('paymentSettings.methodsHint')}</p>
      )}
    </fieldset>
  );
};

export const MethodsFields = ({ form }: Form) => (
  <form.AppField name="acceptedMethods">{() => <AcceptedMethods />}</form.AppField>
);

export const ReminderFields = ({ form }: Form) => {
  const t = useT();
  return (
    <div className="space-y-4">
      <form.AppField name="remindersEnabled">
        {(field) => (
          <field.CheckboxField
            label={t('paymentSettings.remindersEnabled')}
            hint={t('paymentSettings.remindersEnabledHint')}
            data-testid="reminders-enabled"
          />
        )}
      </form.AppField>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {reminderDays.map(({ name, label, hint, testId }) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.AmountField
                label={t(label)}
                hint={t(hint)}
                suffix={t('paymentSettings.unit.days')}
                {...dayProps}
                data-testid={testId}
              />
            )}
          </form.AppField>
        ))}
        <form.AppField name="communicationPreference">
          {(field) => (
            <field.SelectField<CommunicationPreference>
              label={t('paymentSettings.communication')}
              options={communicationPreferences.map((value) => ({
                value,
                label: t(`paymentSettings.communication.${value}`),
              }))}
              data-testid="communication-preference"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="autoInvoicing">
        {(field) => (
          <field.CheckboxField label={t('paymentSettings.autoInvoicing')} data-testid="auto-invoicing" />
        )}
      </form.AppField>
    </div>
  );
};

export const TimeZoneField = ({ form }: Form) => {
  const t = useT();
  const supported = useMemo(supportedTimeZones, []);
  return (
    <form.AppField name="timezone">
      {(field) => {
        const choices = timeZoneChoices(supported, field.state.value);
        return (
          <field.SelectField
            className="sm:max-w-md"
            label={t('paymentSettings.timezone')}
            hint={t('paymentSettings.timezoneHint')}
            groups={[
              {
                label: t('paymentSettings.timezoneGroup.us'),
                options: choices.us.map((zone) => ({ value: zone, label: t(usZoneLabel[zone]) })),
              },
              ...(choices.others.length > 0
                ? [
                    {
                      label: t('paymentSettings.timezoneGroup.all'),
                      options: choices.others.map((zone) => ({
                        value: zone,
                        label: zone.replaceAll('_', ' '),
                      })),
                    },
                  ]
                : []),
            ]}
            data-testid="payment-timezone"
          />
        );
      }}
    </form.AppField>
  );
};
