// When and how a customer pays (SPEC §5 contractor settings): terms, the late fee (a percentage or dollars),
// the accepted methods, automatic reminders and invoicing, and the time zone due dates are judged in.
import { useMemo } from 'react';
import type { TranslationKey } from '#frontend/i18n/en';
import { useT } from '#frontend/i18n/use-t';
import { errorFor } from '#frontend/lib/schema-errors';
import {
  type AcceptedMethod,
  acceptedMethods,
  type CommunicationPreference,
  communicationPreferences,
  type LateFeeType,
  lateFeeTypes,
  type PaymentTerms,
  paymentFieldPath,
  paymentTerms,
  withMethod,
} from '../payment-form-values';
import { supportedTimeZones, timeZoneChoices, type UsTimeZone } from '../time-zones';
import type { PaymentSettingsForm } from '../use-payment-settings-form';
import { AmountField, CheckboxField, SelectField } from './fields';

type Form = { form: PaymentSettingsForm };

const termsLabel: Record<PaymentTerms, TranslationKey> = {
  net_15: 'paymentSettings.terms.net_15',
  net_30: 'paymentSettings.terms.net_30',
  net_45: 'paymentSettings.terms.net_45',
  due_on_receipt: 'paymentSettings.terms.due_on_receipt',
};

const lateFeeTypeLabel: Record<LateFeeType, TranslationKey> = {
  percent: 'paymentSettings.lateFeeType.percent',
  fixed: 'paymentSettings.lateFeeType.fixed',
};

const methodLabel: Record<AcceptedMethod, TranslationKey> = {
  cash: 'paymentSettings.method.cash',
  check: 'paymentSettings.method.check',
  card: 'paymentSettings.method.card',
  finance: 'paymentSettings.method.finance',
};

const communicationLabel: Record<CommunicationPreference, TranslationKey> = {
  sms: 'paymentSettings.communication.sms',
  email: 'paymentSettings.communication.email',
  both: 'paymentSettings.communication.both',
};

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

export const TermsFields = ({ form }: Form) => {
  const t = useT();
  const { values, errors } = form;
  const percent = values.lateFeeType === 'percent';
  return (
    <div className="grid items-start gap-4 sm:grid-cols-3">
      <SelectField<PaymentTerms>
        label={t('paymentSettings.terms')}
        hint={t('paymentSettings.termsHint')}
        value={values.terms}
        options={paymentTerms.map((value) => ({ value, label: t(termsLabel[value]) }))}
        onValueChange={(terms) => form.edit({ terms })}
        error={errors.terms}
        data-testid="payment-terms"
      />
      <SelectField<LateFeeType>
        label={t('paymentSettings.lateFeeType')}
        value={values.lateFeeType}
        options={lateFeeTypes.map((value) => ({ value, label: t(lateFeeTypeLabel[value]) }))}
        onValueChange={(lateFeeType) =>
          form.edit({ lateFeeType }, 'lateFeeType', paymentFieldPath.lateFeeValue)
        }
        error={errors.lateFeeType}
        data-testid="late-fee-type"
      />
      <AmountField
        label={t('paymentSettings.lateFeeValue')}
        hint={t(
          percent ? 'paymentSettings.lateFeeValueHint.percent' : 'paymentSettings.lateFeeValueHint.fixed',
        )}
        {...(percent ? { suffix: '%', max: 100 } : { prefix: '$', max: 10_000 })}
        step="0.01"
        min={0}
        value={values.lateFeeValue}
        onValueChange={(lateFeeValue) => form.edit({ lateFeeValue }, paymentFieldPath.lateFeeValue)}
        error={errors[paymentFieldPath.lateFeeValue]}
        data-testid="late-fee-value"
      />
    </div>
  );
};

export const MethodsFields = ({ form }: Form) => {
  const t = useT();
  const error = errorFor(form.errors, paymentFieldPath.acceptedMethods);
  return (
    <fieldset aria-describedby={error ? 'accepted-methods-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('paymentSettings.methods')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {acceptedMethods.map((method) => (
          <CheckboxField
            key={method}
            label={t(methodLabel[method])}
            checked={form.values.acceptedMethods.includes(method)}
            onCheckedChange={(accepted) =>
              form.edit(
                { acceptedMethods: withMethod(form.values.acceptedMethods, method, accepted) },
                paymentFieldPath.acceptedMethods,
              )
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

export const ReminderFields = ({ form }: Form) => {
  const t = useT();
  const { values, errors } = form;
  return (
    <div className="space-y-4">
      <CheckboxField
        label={t('paymentSettings.remindersEnabled')}
        hint={t('paymentSettings.remindersEnabledHint')}
        checked={values.remindersEnabled}
        onCheckedChange={(remindersEnabled) => form.edit({ remindersEnabled })}
        data-testid="reminders-enabled"
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <AmountField
          label={t('paymentSettings.reminderDaysBefore')}
          hint={t('paymentSettings.reminderDaysBeforeHint')}
          suffix={t('paymentSettings.unit.days')}
          {...dayProps}
          value={values.reminderDaysBefore}
          onValueChange={(reminderDaysBefore) =>
            form.edit({ reminderDaysBefore }, paymentFieldPath.reminderDaysBefore)
          }
          error={errors[paymentFieldPath.reminderDaysBefore]}
          data-testid="reminder-days-before"
        />
        <AmountField
          label={t('paymentSettings.depositReminderDays')}
          hint={t('paymentSettings.depositReminderDaysHint')}
          suffix={t('paymentSettings.unit.days')}
          {...dayProps}
          value={values.depositReminderDays}
          onValueChange={(depositReminderDays) =>
            form.edit({ depositReminderDays }, paymentFieldPath.depositReminderDays)
          }
          error={errors[paymentFieldPath.depositReminderDays]}
          data-testid="deposit-reminder-days"
        />
        <SelectField<CommunicationPreference>
          label={t('paymentSettings.communication')}
          value={values.communicationPreference}
          options={communicationPreferences.map((value) => ({ value, label: t(communicationLabel[value]) }))}
          onValueChange={(communicationPreference) => form.edit({ communicationPreference })}
          error={errors.communicationPreference}
          data-testid="communication-preference"
        />
      </div>
      <CheckboxField
        label={t('paymentSettings.autoInvoicing')}
        checked={values.autoInvoicing}
        onCheckedChange={(autoInvoicing) => form.edit({ autoInvoicing })}
        data-testid="auto-invoicing"
      />
    </div>
  );
};

export const TimeZoneField = ({ form }: Form) => {
  const t = useT();
  const supported = useMemo(supportedTimeZones, []);
  const choices = timeZoneChoices(supported, form.values.timezone);
  return (
    <SelectField
      className="sm:max-w-md"
      label={t('paymentSettings.timezone')}
      hint={t('paymentSettings.timezoneHint')}
      value={form.values.timezone}
      groups={[
        {
          label: t('paymentSettings.timezoneGroup.us'),
          options: choices.us.map((zone) => ({ value: zone, label: t(usZoneLabel[zone]) })),
        },
        ...(choices.others.length > 0
          ? [
              {
                label: t('paymentSettings.timezoneGroup.all'),
                options: choices.others.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
              },
            ]
          : []),
      ]}
      onValueChange={(timezone) => form.edit({ timezone }, paymentFieldPath.timezone)}
      error={form.errors[paymentFieldPath.timezone]}
      data-testid="payment-timezone"
    />
  );
};
