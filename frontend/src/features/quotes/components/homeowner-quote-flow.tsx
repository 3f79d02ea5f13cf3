// The homeowner quote in three steps (SPEC §1): property size and gates, fence type, then the ZIP code
// and the instant estimate from POST /api/estimate. /quote shows the same calculator as a public demo.
import { Link } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { StepIndicator } from '#frontend/features/onboarding/components/step-indicator';
import type { CoreKey } from '#frontend/i18n/en-core';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { useEstimate } from '../api/get-estimate';
import {
  emptyHomeownerAnswers,
  type HomeownerAnswers,
  type HomeownerErrors,
  homeownerRequest,
} from '../homeowner-answers';
import { checkMessage, loadHomeownerChecks, preloadHomeownerChecks } from '../homeowner-checks';
import { FenceTypeStep } from './fence-type-step';
import { PropertySizeStep } from './property-size-step';

type Step = 1 | 2 | 3;

// The result (breakdown, diagram, lead forms) shows after three steps: like the checks, it loads on the
// visitor's first input rather than with the page.
const loadResultView = () => import('./homeowner-result');
const HomeownerResult = lazy(() => loadResultView().then((module) => ({ default: module.HomeownerResult })));

const preloadLaterParts = () => {
  preloadHomeownerChecks();
  loadResultView().catch(() => undefined);
};

const stepKeys: readonly CoreKey[] = ['quote.flow.step.size', 'quote.flow.step.type', 'quote.flow.step.zip'];

export const HomeownerQuoteFlow = ({ audience }: { audience: 'homeowner' | 'public' }) => {
  const t = useCoreT();
  const title = t(audience === 'homeowner' ? 'quote.flow.homeownerTitle' : 'quote.flow.demoTitle');
  useDocumentMeta(pageTitle(title));
  const [answers, setAnswers] = useState<HomeownerAnswers>(emptyHomeownerAnswers);
  const [step, setStep] = useState<Step>(1);
  const [errors, setErrors] = useState<HomeownerErrors>({});
  const [shown, setShown] = useState<EstimateRequestInput | null>(null);
  const estimate = useEstimate(shown, t.lang);
  // One lead per shown result: a new result (new answers) gets a new key.
  const idempotencyKey = useMemo(() => (shown ? crypto.randomUUID() : ''), [shown]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<string>('1');

  const view = shown ? 'result' : String(step);
  useEffect(() => {
    if (shownStep.current === view) return;
    shownStep.current = view;
    headingRef.current?.focus();
  }, [view]);

  const update = (patch: Partial<HomeownerAnswers>) => {
    setAnswers((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };

  const advance = async (from: Step, next: HomeownerAnswers = answers) => {
    let found: HomeownerErrors;
    try {
      found = (await loadHomeownerChecks()).homeownerErrors(next, from);
    } catch (error) {
      // The checks did not load (offline?): stay on this step; the next try loads them again.
      console.error('Could not load the quote checks', error);
      return;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (from === 3) setShown(homeownerRequest(next) as EstimateRequestInput);
    else setStep((from + 1) as Step);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void advance(step);
  };

  const message = (field: keyof HomeownerErrors) => checkMessage(errors[field], t.lang);

  const pricing = (
    <div role="status" className="flex items-center gap-2 py-10 text-slate-600">
      <Spinner className="size-5" />
      {t('quote.result.pricing')}
    </div>
  );

  const startOver = () => {
    setShown(null);
    setStep(1);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className={`mb-6 ${shown ? '' : 'mx-auto max-w-2xl'}`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{t('quote.flow.subtitle')}</p>
        {audience === 'public' ? (
          <p className="mt-2 text-sm text-slate-600">
            {t('quote.flow.demoContractorNote')}{' '}
            <Link to="/contractor" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t('quote.flow.demoContractorLink')}
            </Link>
          </p>
        ) : null}
      </header>

      {shown ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-20 text-xl font-semibold text-slate-900 focus:outline-none"
            >
              {t('quote.result.title')}
            </h2>
            <Button variant="secondary" onClick={startOver}>
              {t('quote.result.change')}
            </Button>
          </div>
          {estimate.isPending ? (
            pricing
          ) : estimate.isError ? (
            <AlertBanner title={t('quote.result.failed')}>
              <p>{t.localize(estimate.error.message)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void estimate.refetch()}>
                {t('error.retry')}
              </Button>
            </AlertBanner>
          ) : (
            <Suspense fallback={pricing}>
              <HomeownerResult estimate={estimate.data} request={shown} idempotencyKey={idempotencyKey} />
            </Suspense>
          )}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={preloadLaterParts}
          onPointerDown={preloadLaterParts}
          className="mx-auto max-w-2xl space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
          data-testid="homeowner-quote-form"
        >
          <StepIndicator steps={stepKeys.map((key) => t(key))} current={step - 1} />
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
            data-testid="quote-step-heading"
          >
            {t('onboarding.stepOf', { current: step, total: 3 })}:{' '}
            {t(stepKeys[step - 1] ?? 'quote.flow.step.size')}
          </h2>

          {step === 1 ? <PropertySizeStep answers={answers} errors={errors} onChange={update} /> : null}
          {step === 2 ? (
            <FenceTypeStep
              selected={answers.material}
              error={message('material')}
              onPick={(material) => {
                const next = { ...answers, material };
                setAnswers(next);
                void advance(2, next);
              }}
            />
          ) : null}
          {step === 3 ? (
            <TextField
              label={t('quote.zip.label')}
              hint={t('quote.zip.hint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={answers.zipCode}
              onChange={(event) => update({ zipCode: event.target.value.replace(/\D/g, '').slice(0, 5) })}
              error={message('zipCode')}
              data-testid="homeowner-zip"
            />
          ) : null}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {step > 1 ? (
              <Button variant="secondary" size="lg" onClick={() => setStep((step - 1) as Step)}>
                {t('common.back')}
              </Button>
            ) : (
              <span />
            )}
            {step !== 2 ? (
              <Button type="submit" size="lg" data-testid="quote-step-submit">
                {t(step === 3 ? 'quote.flow.seePrice' : 'common.next')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
};
