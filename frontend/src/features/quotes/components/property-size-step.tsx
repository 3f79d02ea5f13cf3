// Step 1 of the homeowner quote: the fence length, or a back yard's width and depth for people who do
// not know their footage (the fence runs down one side, across the back and up the other: W + 2 × D),
// and how many gates.
import { TextField } from '#frontend/components/fields/text-field';
import { useCoreT } from '#frontend/i18n/use-core-t';
import {
  backYardFenceFeet,
  type HomeownerAnswers,
  type HomeownerErrors,
  homeownerGateWidthFt,
  maxHomeownerGates,
  parseFeet,
  type SizeMode,
} from '../homeowner-answers';
import { checkMessage } from '../homeowner-checks';
import { CountStepper } from './count-stepper';

interface PropertySizeStepProps {
  answers: HomeownerAnswers;
  errors: HomeownerErrors;
  onChange: (patch: Partial<HomeownerAnswers>) => void;
}

const modes: readonly SizeMode[] = ['length', 'yard'];

export const PropertySizeStep = ({ answers, errors, onChange }: PropertySizeStepProps) => {
  const t = useCoreT();
  const message = (field: keyof HomeownerErrors) => checkMessage(errors[field], t.lang);
  /** A box that takes feet. */
  const feetBox = (
    answer: 'lengthFt' | 'yardWidthFt' | 'yardDepthFt',
    label: string,
    testId: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={answers[answer]}
      onValueChange={(typed) => onChange({ [answer]: typed })}
      error={message(answer)}
      data-testid={testId}
    />
  );
  const width = parseFeet(answers.yardWidthFt);
  const depth = parseFeet(answers.yardDepthFt);
  const yardFeet =
    width !== undefined && depth !== undefined && Number.isFinite(width) && Number.isFinite(depth)
      ? backYardFenceFeet(width, depth)
      : undefined;
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="sr-only">{t('quote.size.modeLabel')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {modes.map((mode) => (
            <label
              key={mode}
              className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                answers.sizeMode === mode
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="size-mode"
                value={mode}
                checked={answers.sizeMode === mode}
                onChange={() => onChange({ sizeMode: mode })}
                className="sr-only"
              />
              {t(`quote.size.mode.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {answers.sizeMode === 'length' ? (
        feetBox('lengthFt', t('quote.size.length'), 'homeowner-length', t('quote.size.lengthHint'))
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{t('quote.size.yardExplain')}</p>
          <div className="grid grid-cols-2 gap-3">
            {feetBox('yardWidthFt', t('quote.size.yardWidth'), 'homeowner-yard-width')}
            {feetBox('yardDepthFt', t('quote.size.yardDepth'), 'homeowner-yard-depth')}
          </div>
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" aria-live="polite">
            {yardFeet === undefined
              ? t('quote.size.yardFormula')
              : t('quote.size.yardResult', { width: width ?? 0, depth: depth ?? 0, total: yardFeet })}
          </p>
        </div>
      )}

      <CountStepper
        label={t('quote.size.gates')}
        value={answers.gates}
        min={0}
        max={maxHomeownerGates}
        onChange={(gates) => onChange({ gates })}
        decreaseLabel={t('quote.size.removeGate')}
        increaseLabel={t('quote.size.addGate')}
        hint={t('quote.size.gatesHint', { width: homeownerGateWidthFt })}
        error={message('gates')}
      />
    </div>
  );
};
