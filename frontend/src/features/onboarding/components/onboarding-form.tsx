// The three-step onboarding form (business profile, core rates, branding). Each step is checked with the
// shared onboarding schema before moving on; server field messages send the user back to their step.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatPhoneInput } from '#domain/phone';
import { onboardingSchema } from '#domain/schemas/onboarding';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import type { TranslationKey } from '#frontend/i18n/en';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { errorFor, type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import type { OnboardingProfile } from '../api/get-onboarding';
import { useSaveOnboarding } from '../api/save-onboarding';
import {
  laborMaterials,
  type OnboardingValues,
  priceMaterials,
  stepOfField,
  toProfileInput,
  toValues,
} from '../onboarding-values';
import { LogoField } from './logo-field';
import { StepIndicator } from './step-indicator';

const stepKeys: readonly TranslationKey[] = [
  'onboarding.step.profile',
  'onboarding.step.rates',
  'onboarding.step.branding',
];
const lastStep = stepKeys.length - 1;

const firstStepWithError = (errors: FieldErrors): number =>
  Math.min(...Object.keys(errors).map(stepOfField), lastStep);

export const OnboardingForm = ({ initial }: { initial: OnboardingProfile }) => {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveOnboarding();
  const [values, setValues] = useState<OnboardingValues>(() => toValues(initial));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // On a new step, move focus (and the scroll position, on phones) to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const update = (patch: Partial<OnboardingValues>) => setValues((previous) => ({ ...previous, ...patch }));

  /** Schema errors, optionally only those of one step. */
  const check = (onlyStep?: number): FieldErrors => {
    const parsed = onboardingSchema.safeParse(toProfileInput(values));
    if (parsed.success) return {};
    const all = fieldErrorsOf(parsed.error, t.lang);
    if (onlyStep === undefined) return all;
    return Object.fromEntries(Object.entries(all).filter(([path]) => stepOfField(path) === onlyStep));
  };

  const goNext = () => {
    const found = check(step);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep((current) => Math.min(current + 1, lastStep));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFailure(t('onboarding.fixErrors'));
    setStep(firstStepWithError(found));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < lastStep) return goNext();
    setFailure(null);
    const parsed = onboardingSchema.safeParse(toProfileInput(values));
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error, t.lang));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('onboarding.saved'), description: t('onboarding.savedDescription') });
        void navigate({ to: '/dashboard' });
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0)
          return showErrors({ ...error.fields });
        setFailure(t.localize(error.message));
        toast({
          title: t('onboarding.saveFailed'),
          description: t.localize(error.message),
          variant: 'destructive',
        });
      },
    });
  };

  const text = (
    field: 'businessName' | 'contactName' | 'licenseNumber' | 'insuranceNumber',
    path = field,
  ) => ({
    name: path,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    error: errorFor(errors, path),
    'data-testid': `onboarding-${path.replace('.', '-')}`,
  });

  const stepLabel = t(stepKeys[step] ?? 'onboarding.step.profile');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" data-testid="onboarding-form">
      <StepIndicator steps={stepKeys.map((key) => t(key))} current={step} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
        data-testid="onboarding-step-heading"
      >
        {t('onboarding.stepOf', { current: step + 1, total: stepKeys.length })}: {stepLabel}
      </h2>
      {failure ? <AlertBanner title={t('onboarding.saveFailed')}>{failure}</AlertBanner> : null}

      {step === 0 ? (
        <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="onboarding-step-1">
          <legend className="sr-only">{stepLabel}</legend>
          <TextField
            label={t('onboarding.businessName')}
            autoComplete="organization"
            {...text('businessName')}
          />
          <TextField label={t('onboarding.contactName')} autoComplete="name" {...text('contactName')} />
          <TextField
            label={t('onboarding.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="555-123-4567"
            value={values.phone}
            onChange={(event) => update({ phone: formatPhoneInput(event.target.value) })}
            error={errorFor(errors, 'phone')}
            data-testid="onboarding-phone"
          />
          <TextField
            label={t('onboarding.street')}
            autoComplete="address-line1"
            value={values.street}
            onChange={(event) => update({ street: event.target.value })}
            error={errorFor(errors, 'address.street')}
            data-testid="onboarding-street"
          />
          <TextField
            label={t('onboarding.city')}
            autoComplete="address-level2"
            value={values.city}
            onChange={(event) => update({ city: event.target.value })}
            error={errorFor(errors, 'address.city')}
            data-testid="onboarding-city"
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('onboarding.state')}
              autoComplete="address-level1"
              maxLength={2}
              placeholder="TX"
              value={values.state}
              onChange={(event) => update({ state: event.target.value.toUpperCase().slice(0, 2) })}
              error={errorFor(errors, 'address.state')}
              data-testid="onboarding-state"
            />
            <TextField
              label={t('onboarding.zipCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              value={values.zipCode}
              onChange={(event) => update({ zipCode: event.target.value.replace(/\D/g, '').slice(0, 5) })}
              error={errorFor(errors, 'address.zipCode')}
              data-testid="onboarding-zipCode"
            />
          </div>
          <TextField label={t('onboarding.licenseNumber')} {...text('licenseNumber')} />
          <TextField label={t('onboarding.insuranceNumber')} {...text('insuranceNumber')} />
          <TextField
            className="sm:col-span-2"
            label={t('onboarding.serviceAreas')}
            hint={t('onboarding.serviceAreasHint')}
            inputMode="numeric"
            placeholder="78701, 78702"
            value={values.serviceAreas}
            onChange={(event) => update({ serviceAreas: event.target.value })}
            error={errorFor(errors, 'serviceAreas')}
            data-testid="onboarding-serviceAreas"
          />
        </fieldset>
      ) : null}

      {step === 1 ? (
        <div className="space-y-6" data-testid="onboarding-step-2">
          <fieldset className="space-y-3">
            <legend className="text-base font-semibold text-slate-900">{t('onboarding.pricePerFoot')}</legend>
            <p className="text-sm text-slate-600">{t('onboarding.pricePerFootHint')}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              {priceMaterials.map((material) => (
                <TextField
                  key={material}
                  label={t(`onboarding.price.${material}`)}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  value={values.price[material]}
                  onChange={(event) => update({ price: { ...values.price, [material]: event.target.value } })}
                  error={errorFor(errors, `rates.pricePerFoot.${material}`)}
                  data-testid={`onboarding-price-${material}`}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-base font-semibold text-slate-900">{t('onboarding.laborPerFoot')}</legend>
            <p className="text-sm text-slate-600">{t('onboarding.laborPerFootHint')}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              {laborMaterials.map((material) => (
                <TextField
                  key={material}
                  label={t(`onboarding.labor.${material}`)}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  value={values.labor[material]}
                  onChange={(event) => update({ labor: { ...values.labor, [material]: event.target.value } })}
                  error={errorFor(errors, `rates.laborPerFoot.${material}`)}
                  data-testid={`onboarding-labor-${material}`}
                />
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}

      {step === 2 ? (
        <fieldset className="space-y-5" data-testid="onboarding-step-3">
          <legend className="sr-only">{stepLabel}</legend>
          <LogoField
            value={values.logoUrl}
            onChange={(logoUrl) => update({ logoUrl })}
            serverError={errorFor(errors, 'branding.logoUrl')}
          />
          <TextField
            label={t('onboarding.tagline')}
            maxLength={120}
            value={values.tagline}
            onChange={(event) => update({ tagline: event.target.value })}
            error={errorFor(errors, 'branding.tagline')}
            data-testid="onboarding-tagline"
          />
          <div>
            <label
              htmlFor="onboarding-primary-color"
              className="mb-1 block text-sm font-medium text-slate-800"
            >
              {t('onboarding.primaryColor')}
            </label>
            <div className="flex items-center gap-3">
              <input
                id="onboarding-primary-color"
                type="color"
                value={values.primaryColor}
                onChange={(event) => update({ primaryColor: event.target.value })}
                className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                data-testid="onboarding-primaryColor"
              />
              <code className="text-sm text-slate-700">{values.primaryColor}</code>
            </div>
            {errorFor(errors, 'branding.primaryColor') ? (
              <p className="mt-1 text-sm text-red-600">{errorFor(errors, 'branding.primaryColor')}</p>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)} data-testid="onboarding-back">
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < lastStep ? (
          // Distinct keys: reusing one <button> whose type flips to "submit" mid-click would submit the form.
          <Button key="next" onClick={goNext} data-testid="onboarding-next">
            {t('common.next')}
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={save.isPending} data-testid="onboarding-submit">
            {save.isPending ? <Spinner className="size-4" /> : null}
            {save.isPending ? t('onboarding.submitting') : t('onboarding.submit')}
          </Button>
        )}
      </div>
    </form>
  );
};
