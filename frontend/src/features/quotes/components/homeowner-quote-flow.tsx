// The homeowner quote in three steps (SPEC §1): property size and gates, fence type, then the ZIP code
// and the instant estimate from POST /api/estimate. /quote shows the same calculator as a public demo, and a
// contractor's public page (and its embed) shows its steps and result priced with that contractor's rates
// (`ContractorQuoteCalculator`). The state lives in use-homeowner-quote.ts; here are the steps' form and the
// result.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { TextField } from '#frontend/components/fields/text-field';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { StepIndicator } from '#frontend/components/ui/step-indicator';
import type { CoreKey } from '#frontend/i18n/use-core-t';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import type { CalculatorContractor } from '../calculator-contractor';
import { preloadHomeownerChecks } from '../homeowner-checks';
import { type HomeownerQuoteState, useHomeownerQuote } from '../use-homeowner-quote';
import { FenceTypeStep } from './fence-type-step';
import { PropertySizeStep } from './property-size-step';

// The result (breakdown, diagram, lead forms) shows after three steps: like the checks, it loads on the
// visitor's first input rather than with the page.
const loadResultView = () => import('./homeowner-result');
const HomeownerEstimate = lazy(() =>
  loadResultView().then((module) => ({ default: module.HomeownerEstimate })),
);

const preloadLaterParts = () => {
  preloadHomeownerChecks();
  loadResultView().catch(() => undefined);
};

const stepKeys: readonly CoreKey[] = ['quote.flow.step.size', 'quote.flow.step.type', 'quote.flow.step.zip'];

const Pricing = () => {
  const t = useCoreT();
  return (
    <div role="status" className="flex items-center gap-2 py-10 text-slate-600">
      <Spinner className="size-5" />
      {t('quote.result.pricing')}
    </div>
  );
};

const ResultView = ({ flow }: { flow: HomeownerQuoteState }) => {
  const t = useCoreT();
  const { estimate, shown } = flow;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={flow.headingRef}
          tabIndex={-1}
          className="scroll-mt-20 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {t('quote.result.title')}
        </h2>
        <Button variant="secondary" onClick={flow.startOver}>
          {t('quote.result.change')}
        </Button>
      </div>
      {estimate.isPending || !shown ? (
        <Pricing />
      ) : (
        <Suspense fallback={<Pricing />}>
          <HomeownerEstimate
            estimate={estimate}
            request={shown}
            idempotencyKey={flow.idempotencyKey}
            contractor={flow.contractor}
          />
        </Suspense>
      )}
    </div>
  );
};

const StepsForm = ({ flow }: { flow: HomeownerQuoteState }) => {
  const t = useCoreT();
  const { step, answers } = flow;
  return (
    <form
      noValidate
      onSubmit={flow.onSubmit}
      onFocus={preloadLaterParts}
      onPointerDown={preloadLaterParts}
      className="mx-auto max-w-2xl space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="homeowner-quote-form"
    >
      <StepIndicator steps={stepKeys.map((key) => t(key))} current={step - 1} />
      <h2
        ref={flow.headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
        data-testid="quote-step-heading"
      >
        {t('onboarding.stepOf', { current: step, total: 3 })}:{' '}
        {t(stepKeys[step - 1] ?? 'quote.flow.step.size')}
      </h2>
      {step === 1 ? <PropertySizeStep answers={answers} errors={flow.errors} onChange={flow.update} /> : null}
      {step === 2 ? (
        <FenceTypeStep
          selected={answers.material}
          error={flow.message('material')}
          onPick={flow.pickMaterial}
        />
      ) : null}
      {step === 3 ? (
        <TextField
          label={t('common.zipCode')}
          hint={t('quote.zip.hint')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={answers.zipCode}
          onValueChange={(typed) => flow.update({ zipCode: typed.replace(/\D/g, '').slice(0, 5) })}
          error={flow.message('zipCode')}
          data-testid="homeowner-zip"
        />
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button variant="secondary" size="lg" onClick={flow.back}>
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
  );
};

export const HomeownerQuoteFlow = ({ audience }: { audience: 'homeowner' | 'public' }) => {
  const t = useCoreT();
  const title = t(audience === 'homeowner' ? 'quote.flow.homeownerTitle' : 'quote.flow.demoTitle');
  useDocumentMeta(pageTitle(title));
  const flow = useHomeownerQuote();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className={`mb-6 ${flow.shown ? '' : 'mx-auto max-w-2xl'}`}>
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
      {flow.shown ? <ResultView flow={flow} /> : <StepsForm flow={flow} />}
    </div>
  );
};

/**
 * The calculator on a contractor's public page (/c/{slug}) or alone in their embed: the same steps and result,
 * priced with that contractor's rates, and the lead goes to them alone. The page around it owns the title and
 * the heading. Here rather than in a file of its own, so that page downloads no extra chunk.
 */
export const ContractorQuoteCalculator = ({ contractor }: { contractor: CalculatorContractor }) => {
  const flow = useHomeownerQuote(contractor);
  return (
    <div data-testid="contractor-calculator">
      {flow.shown ? <ResultView flow={flow} /> : <StepsForm flow={flow} />}
    </div>
  );
};
