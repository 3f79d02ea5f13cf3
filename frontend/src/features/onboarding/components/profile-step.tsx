// Onboarding step 1, the business profile: names, phone (shown as XXX-XXX-XXXX while typed), address,
// licence and insurance numbers and the ZIP codes served.
import { formatPhoneInput } from '#domain/phone';
import { reformatAsTyped } from '#frontend/components/form/reformat-as-typed';
import { useT } from '#frontend/i18n/use-t';
import type { OnboardingForm } from '../use-onboarding-form';

const phoneListeners = reformatAsTyped(formatPhoneInput);
const stateListeners = reformatAsTyped((text) => text.toUpperCase().slice(0, 2));
const zipListeners = reformatAsTyped((text) => text.replace(/\D/g, '').slice(0, 5));

export const ProfileStep = ({ form, legend }: { form: OnboardingForm; legend: string }) => {
  const t = useT();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="onboarding-step-1">
      <legend className="sr-only">{legend}</legend>
      <form.AppField name="businessName">
        {(field) => (
          <field.TextField
            label={t('form.businessName')}
            autoComplete="organization"
            data-testid="onboarding-businessName"
          />
        )}
      </form.AppField>
      <form.AppField name="contactName">
        {(field) => (
          <field.TextField
            label={t('onboarding.contactName')}
            autoComplete="name"
            data-testid="onboarding-contactName"
          />
        )}
      </form.AppField>
      <form.AppField name="phone" listeners={phoneListeners}>
        {(field) => (
          <field.TextField
            label={t('form.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="555-123-4567"
            data-testid="onboarding-phone"
          />
        )}
      </form.AppField>
      <form.AppField name="address.street">
        {(field) => (
          <field.TextField
            label={t('onboarding.street')}
            autoComplete="address-line1"
            data-testid="onboarding-street"
          />
        )}
      </form.AppField>
      <form.AppField name="address.city">
        {(field) => (
          <field.TextField
            label={t('form.city')}
            autoComplete="address-level2"
            data-testid="onboarding-city"
          />
        )}
      </form.AppField>
      <div className="grid grid-cols-2 gap-4">
        <form.AppField name="address.state" listeners={stateListeners}>
          {(field) => (
            <field.TextField
              label={t('form.state')}
              autoComplete="address-level1"
              maxLength={2}
              placeholder={t('form.statePlaceholder')}
              data-testid="onboarding-state"
            />
          )}
        </form.AppField>
        <form.AppField name="address.zipCode" listeners={zipListeners}>
          {(field) => (
            <field.TextField
              label={t('common.zipCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              data-testid="onboarding-zipCode"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="licenseNumber">
        {(field) => (
          <field.TextField label={t('onboarding.licenseNumber')} data-testid="onboarding-licenseNumber" />
        )}
      </form.AppField>
      <form.AppField name="insuranceNumber">
        {(field) => (
          <field.TextField label={t('onboarding.insuranceNumber')} data-testid="onboarding-insuranceNumber" />
        )}
      </form.AppField>
      <form.AppField name="serviceAreas">
        {(field) => (
          <field.TextField
            className="sm:col-span-2"
            label={t('onboarding.serviceAreas')}
            hint={t('onboarding.serviceAreasHint')}
            inputMode="numeric"
            placeholder="78701, 78702"
            data-testid="onboarding-serviceAreas"
          />
        )}
      </form.AppField>
    </fieldset>
  );
};
