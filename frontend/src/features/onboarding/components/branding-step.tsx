// Onboarding step 3, branding: the logo (uploaded or linked), a tagline and the colour customers see.

import { useT } from '#frontend/i18n/use-t';
import type { OnboardingForm } from '../use-onboarding-form';
import { LogoField } from './logo-field';

export const BrandingStep = ({ form, legend }: { form: OnboardingForm; legend: string }) => {
  const t = useT();
  return (
    <fieldset className="space-y-5" data-testid="onboarding-step-3">
      <legend className="sr-only">{legend}</legend>
      <form.AppField name="branding.logoUrl">{() => <LogoField />}</form.AppField>
      <form.AppField name="branding.tagline">
        {(field) => (
          <field.TextField label={t('onboarding.tagline')} maxLength={120} data-testid="onboarding-tagline" />
        )}
      </form.AppField>
      <form.AppField name="branding.primaryColor">
        {(field) => (
          <field.ColorField
            id="onboarding-primary-color"
            label={t('onboarding.primaryColor')}
            data-testid="onboarding-primaryColor"
          />
        )}
      </form.AppField>
    </fieldset>
  );
};
