// A colour picker with its label, the chosen colour as text beside it, and its message under it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldMessages, FieldNotes, labelClass, useFieldIds } from './field-frame';

export interface ColorFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'>,
    FieldMessages {
  label: ReactNode;
  /** `#rrggbb`. */
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
}

export const ColorField = ({
  label,
  hint,
  error,
  value,
  onValueChange,
  id,
  className = '',
  ...inputProps
}: ColorFieldProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error }, id);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={controlId}
          type="color"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          {...inputProps}
        />
        <code className="text-sm text-slate-700">{value}</code>
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
};
