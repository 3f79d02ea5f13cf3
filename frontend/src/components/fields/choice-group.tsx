// Radio choices shown as cards, one per option with an optional short description, under a legend.
import type { ReactNode } from 'react';
import { type FieldMessages, FieldNotes, useFieldIds } from './field-frame';

export interface ChoiceGroupProps<T extends string> extends FieldMessages {
  legend: ReactNode;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; description?: string }>;
  onValueChange: (value: T) => void;
  'data-testid'?: string;
}

export const ChoiceGroup = <T extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  hint,
  error,
  'data-testid': testId,
}: ChoiceGroupProps<T>) => {
  const { hintId, errorId, describedBy } = useFieldIds({ hint, error });
  return (
    <fieldset aria-describedby={describedBy} data-testid={testId}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid gap-2 ${options.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm ${
              option.value === value
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-300 bg-white hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description ? (
                <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
};
