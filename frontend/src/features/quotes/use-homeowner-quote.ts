// The homeowner quote's state (SPEC §1): the answers of the three steps, the step on screen and its
// messages, then the request shown as an instant estimate. Plain state rather than the form library, for
// the public page's budget (docs/architecture.md): the checks load on the first input (homeowner-checks.ts).
// On a contractor's own page the estimate uses that contractor's rates (calculator-contractor.ts).
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { FenceMaterialId } from '#domain/pricing/materials';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { useEstimate } from './api/get-estimate';
import type { CalculatorContractor } from './calculator-contractor';
import {
  emptyHomeownerAnswers,
  type HomeownerAnswers,
  type HomeownerErrors,
  homeownerRequest,
} from './homeowner-answers';
import { checkMessage, loadHomeownerChecks } from './homeowner-checks';

export type Step = 1 | 2 | 3;

export const useHomeownerQuote = (contractor?: CalculatorContractor) => {
  const t = useCoreT();
  const [answers, setAnswers] = useState<HomeownerAnswers>(emptyHomeownerAnswers);
  const [step, setStep] = useState<Step>(1);
  const [errors, setErrors] = useState<HomeownerErrors>({});
  const [shown, setShown] = useState<EstimateRequestInput | null>(null);
  const estimate = useEstimate(shown, t.lang, contractor);
  // One lead per shown result: a new result (new answers) gets a new key.
  const idempotencyKey = useMemo(() => (shown ? crypto.randomUUID() : ''), [shown]);

  // Each new step (and the result) takes the focus to its heading, for screen readers and keyboards.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedView = useRef<string>('1');
  const view = shown ? 'result' : String(step);
  useEffect(() => {
    if (focusedView.current === view) return;
    focusedView.current = view;
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

  return {
    contractor,
    answers,
    step,
    errors,
    shown,
    estimate,
    idempotencyKey,
    headingRef,
    update,
    message: (field: keyof HomeownerErrors) => checkMessage(errors[field], t.lang),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void advance(step);
    },
    pickMaterial: (material: FenceMaterialId) => {
      const next = { ...answers, material };
      setAnswers(next);
      void advance(2, next);
    },
    back: () => setStep((step - 1) as Step),
    startOver: () => {
      setShown(null);
      setStep(1);
    },
  };
};

export type HomeownerQuoteState = ReturnType<typeof useHomeownerQuote>;
