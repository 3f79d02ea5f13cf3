// A count with large minus and plus buttons: easy with one thumb on a phone.
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

interface CountStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  hint?: string;
  error?: string | undefined;
}

export const CountStepper = ({
  label,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  hint,
  error,
}: CountStepperProps) => {
  // The count is named by the legend, so a screen reader says what it counts.
  const labelId = useId();
  const buttonClass =
    'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <fieldset>
      <legend id={labelId} className="mb-1 text-sm font-medium text-slate-800">
        {label}
      </legend>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={buttonClass}
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output
          aria-live="polite"
          aria-labelledby={labelId}
          className="min-w-8 text-center text-xl font-semibold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={buttonClass}
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
};
