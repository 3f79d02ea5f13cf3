// A labelled select: options (optionally under headings) or children, with its hint and message under it.
import type { ReactNode, SelectHTMLAttributes } from 'react';
import {
  borderClass,
  controlClass,
  type FieldMessages,
  FieldNotes,
  labelClass,
  useFieldIds,
} from './field-frame';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value'>,
    FieldMessages {
  label: ReactNode;
  labelClassName?: string;
  value: T;
  options?: ReadonlyArray<SelectOption<T>>;
  /** Options under headings (`<optgroup>`), after any ungrouped `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<SelectOption<T>> }>;
  onValueChange?: (value: T) => void;
  id?: string;
  /** Hand-written `<option>`s, after `options` and `groups`. */
  children?: ReactNode;
}

export const SelectField = <T extends string>({
  label,
  labelClassName = labelClass,
  hint,
  error,
  value,
  options = [],
  groups = [],
  onChange,
  onValueChange,
  id,
  className = '',
  children,
  ...selectProps
}: SelectFieldProps<T>) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error }, id);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      <select
        id={controlId}
        value={value}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value as T);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${borderClass(error)} h-11 px-2.5 text-base sm:text-sm`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
        {children}
      </select>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
};
