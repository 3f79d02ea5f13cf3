// Onboarding step 3, branding: the logo (uploaded or linked), a tagline and the colour customers see.

import { ColorField } from '#frontend/components/fields/color-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { useT } from '#frontend/i18n/use-t';
import type { OnboardingForm } from '../use-onboarding-form';
import { LogoField } from './logo-field';

/** The brand colour, bound to the field around it. */
const BrandColorField = () => {
  const t = useT();
  const field = useFieldContext<string>();
  return (
    <ColorField
      id="onboarding-primary-color"
      label={t('onboarding.primaryColor')}
      name={field.name}
      value={field.state.value}
      onValueChange={field.handleChange}
      onBlur={field.handleBlur}
      error={useFieldError()}
      data-testid="onboarding-primaryColor"
    />
  );
};

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
      <form.AppField name="branding.primaryColor">{() => <BrandColorField />}</form.AppField>
    </fieldset>
  );
};
