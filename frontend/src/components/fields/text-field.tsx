// A labelled one-line input with an optional hint and its validation message under it (SPEC §5).
// `onValueChange` receives the text; native input props (type, inputMode, autoComplete…) pass through.
import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  borderClass,
  controlClass,
  type FieldMessages,
  FieldNotes,
  labelClass,
  useFieldIds,
} from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldMessages {
  label: ReactNode;
  /** Classes of the label, e.g. `sr-only` where a table header names the column. */
  labelClassName?: string;
  onValueChange?: (value: string) => void;
  id?: string;
}

export const TextField = ({
  label,
  labelClassName = labelClass,
  hint,
  error,
  id,
  className = '',
  onChange,
  onValueChange,
  ...inputProps
}: TextFieldProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error }, id);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      <input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${borderClass(error)} h-11 px-3 text-base sm:text-sm`}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...inputProps}
      />
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
};
