// A labelled multi-line box styled like the text field, with its hint and message under it (SPEC §5).
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import {
  borderClass,
  controlClass,
  type FieldMessages,
  FieldNotes,
  labelClass,
  useFieldIds,
} from './field-frame';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    FieldMessages {
  label: ReactNode;
  onValueChange?: (value: string) => void;
  id?: string;
}

export const TextAreaField = ({
  label,
  hint,
  error,
  id,
  className = '',
  rows = 3,
  onChange,
  onValueChange,
  ...props
}: TextAreaFieldProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error }, id);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${borderClass(error)} px-3 py-2 text-base sm:text-sm`}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...props}
      />
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
};
