// The builder's last two sections: delivery distance and financing, then the customer and the job (name,
// phone formatted while typed, email, job site ZIP, job title, and the language the quote speaks to them).
import { formatPhoneInput } from '#domain/phone';
import { reformatAsTyped, zipDigits } from '#frontend/components/form/reformat-as-typed';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import type { BuilderForm } from '../use-quote-builder';

export const DeliveryFields = ({ form, financingOn }: { form: BuilderForm; financingOn: boolean }) => {
  const t = useT();
  return (
    <SectionCard title={t('quote.builder.deliveryAndFinancing')}>
      <div className="space-y-3">
        <form.AppField name="shippingDistanceMiles">
          {(field) => (
            <field.TextField
              label={t('quote.builder.shippingDistance')}
              hint={t('quote.builder.shippingDistanceHint')}
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="financed">
          {(field) => (
            <field.CheckboxField
              label={t('quote.builder.financed')}
              hint={financingOn ? t('quote.builder.financedHint') : t('quote.builder.financingOff')}
              // A saved quote financed before financing was turned off can still be taken off it.
              disabled={!financingOn && !field.state.value}
            />
          )}
        </form.AppField>
      </div>
    </SectionCard>
  );
};

export const CustomerFields = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  return (
    <SectionCard title={t('quote.builder.customer')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="customerName">
          {(field) => <field.TextField label={t('quote.builder.customerName')} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="phone" listeners={reformatAsTyped(formatPhoneInput)}>
          {(field) => (
            <field.TextField
              label={t('form.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              placeholder="555-123-4567"
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t('form.email')} type="email" inputMode="email" autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="zipCode" listeners={reformatAsTyped(zipDigits)}>
          {(field) => (
            <field.TextField
              label={t('quote.builder.zipCode')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
            />
          )}
        </form.AppField>
        <form.AppField name="jobTitle">
          {(field) => <field.TextField label={t('quote.builder.jobTitle')} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="language">
          {(field) => (
            <field.SelectField
              label={t('quote.builder.language')}
              options={[
                { value: 'en', label: t('language.en') },
                { value: 'es', label: t('language.es') },
              ]}
            />
          )}
        </form.AppField>
      </div>
    </SectionCard>
  );
};
