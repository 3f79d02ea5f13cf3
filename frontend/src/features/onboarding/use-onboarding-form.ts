// State of the three-step onboarding form: one TanStack form over all steps. "Next" submits the form with
// only the shown step checked (the shared onboarding schema's messages for that step), the last step
// checks everything and saves; a refusal sends the user back to the first step with a field to fix.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { onboardingSchema } from '#domain/schemas/onboarding';
import { useAppForm } from '#frontend/components/form/app-form';
import { renameFieldErrors } from '#frontend/components/form/field-names';
import { type FormErrors, schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { OnboardingProfile } from './api/get-onboarding';
import { useSaveOnboarding } from './api/save-onboarding';
import { fieldOfPath, stepOfField, toProfileInput, toValues } from './onboarding-values';

export const onboardingSteps: readonly TranslationKey[] = [
  'onboarding.step.profile',
  'onboarding.step.rates',
  'onboarding.step.branding',
];
export const lastStep = onboardingSteps.length - 1;

const checkProfile = schemaValidator(onboardingSchema, toProfileInput);

const firstStepWithError = (fields: readonly string[]): number =>
  Math.min(...fields.map(stepOfField), lastStep);

/** The messages of one step only (before the last step, "Next" checks just what is shown). */
const ofStep = (errors: FormErrors, step: number): FormErrors | undefined => {
  const fields = Object.entries(errors.fields).filter(([name]) => stepOfField(name) === step);
  return fields.length > 0 ? { fields: Object.fromEntries(fields) } : undefined;
};

export const useOnboardingForm = (initial: OnboardingProfile) => {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveOnboarding();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const defaultValues = useMemo(() => toValues(initial), [initial]);

  // On a new step, move focus (and the scroll position, on phones) to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const form = useAppForm({
    defaultValues,
    validators: {
      onSubmit: ({ value }) => {
        const errors = renameFieldErrors(checkProfile({ value }), fieldOfPath);
        if (!errors) return undefined;
        return step < lastStep ? ofStep(errors, step) : { ...errors, form: t('form.fixErrors') };
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      if (step < lastStep) return;
      const withErrors = Object.entries(formApi.state.fieldMeta)
        .filter(([, meta]) => meta && meta.errors.length > 0)
        .map(([name]) => name);
      setStep(firstStepWithError(withErrors));
    },
    onSubmit: async ({ value, formApi }) => {
      if (step < lastStep) {
        setStep(step + 1);
        return;
      }
      try {
        await save.mutateAsync(onboardingSchema.parse(toProfileInput(value)));
        toast({ title: t('onboarding.saved'), description: t('onboarding.savedDescription') });
        void navigate({ to: '/dashboard' });
      } catch (error) {
        const { form: message, fields } = renameFieldErrors(serverErrors(error), fieldOfPath) ?? {
          fields: {},
        };
        if (Object.keys(fields).length > 0) {
          formApi.setErrorMap({ onSubmit: { form: t('form.fixErrors'), fields } });
          setStep(firstStepWithError(Object.keys(fields)));
          return;
        }
        const text = t.localize(message ?? '');
        formApi.setErrorMap({ onSubmit: { form: text, fields: {} } });
        toast({ title: t('onboarding.saveFailed'), description: text, variant: 'destructive' });
      }
    },
  });

  return { form, step, headingRef, back: () => setStep(step - 1) };
};

export type OnboardingForm = ReturnType<typeof useOnboardingForm>['form'];
