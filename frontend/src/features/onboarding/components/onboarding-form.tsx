// The three-step onboarding form (business profile, core rates, branding): the step indicator and heading,
// the shown step's fields, and Back / Next / Finish Setup. State and checks live in use-onboarding-form.
import { KitForm } from '#frontend/components/form/kit-form';
import { submitForm } from '#frontend/components/form/submit-form';
import { Button } from '#frontend/components/ui/button';
import { StepIndicator } from '#frontend/components/ui/step-indicator';
import { useT } from '#frontend/i18n/use-t';
import type { OnboardingProfile } from '../api/get-onboarding';
import { lastStep, onboardingSteps, useOnboardingForm } from '../use-onboarding-form';
import { BrandingStep } from './branding-step';
import { ProfileStep } from './profile-step';
import { RatesStep } from './rates-step';

export const OnboardingForm = ({ initial }: { initial: OnboardingProfile }) => {
  const t = useT();
  const { form, step, headingRef, back } = useOnboardingForm(initial);
  const stepLabel = t(onboardingSteps[step] ?? 'onboarding.step.profile');
  return (
    <KitForm form={form} className="space-y-6" data-testid="onboarding-form">
      <StepIndicator steps={onboardingSteps.map((key) => t(key))} current={step} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
        data-testid="onboarding-step-heading"
      >
        {t('onboarding.stepOf', { current: step + 1, total: onboardingSteps.length })}: {stepLabel}
      </h2>
      <form.FormError title={t('onboarding.saveFailed')} />

      {step === 0 ? <ProfileStep form={form} legend={stepLabel} /> : null}
      {step === 1 ? <RatesStep form={form} /> : null}
      {step === 2 ? <BrandingStep form={form} legend={stepLabel} /> : null}

      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {step > 0 ? (
          <Button variant="secondary" onClick={back} data-testid="onboarding-back">
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < lastStep ? (
          // Distinct keys: reusing one <button> whose type flips to "submit" mid-click would submit the form.
          <Button key="next" onClick={() => void submitForm(form)} data-testid="onboarding-next">
            {t('common.next')}
          </Button>
        ) : (
          <form.SubmitButton
            key="submit"
            size="md"
            pendingLabel={t('form.saving')}
            data-testid="onboarding-submit"
          >
            {t('onboarding.submit')}
          </form.SubmitButton>
        )}
      </div>
    </KitForm>
  );
};
