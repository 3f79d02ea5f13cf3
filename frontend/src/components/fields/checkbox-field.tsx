// A checkbox with its label beside it (the whole row is the 44 px touch target), an optional hint, and
// its message under it.
import type { ReactNode } from 'react';
import { type FieldMessages, FieldNotes, useFieldIds } from './field-frame';

export interface CheckboxFieldProps extends FieldMessages {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  className?: string;
  id?: string;
  'data-testid'?: string;
}

export const CheckboxField = ({
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  disabled,
  name,
  onBlur,
  className = '',
  id,
  'data-testid': testId,
}: CheckboxFieldProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error }, id);
  return (
    <div className={className}>
      <label
        htmlFor={controlId}
        className={`flex min-h-11 items-start gap-3 py-2 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
      >
        <input
          id={controlId}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <span className="text-sm font-medium text-slate-800">{label}</span>
      </label>
      <div className="pl-8">
        <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
      </div>
    </div>
  );
};
