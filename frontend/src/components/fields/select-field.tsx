// A labelled select: options (optionally under headings) or children, with its hint and message under it.
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { boxClass, changeHandler, type FieldMessages, LabelledField, splitFrameProps } from './field-frame';

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
  value,
  options = [],
  groups = [],
  onChange,
  onValueChange,
  children,
  ...props
}: SelectFieldProps<T>) => {
  const { frame, control } = splitFrameProps(props);
  return (
    <LabelledField {...frame}>
      {(attributes) => (
        <select
          {...attributes}
          value={value}
          onChange={changeHandler(onChange, onValueChange)}
          className={`${boxClass(frame.error)} h-11 px-2.5 text-base sm:text-sm`}
          {...control}
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
      )}
    </LabelledField>
  );
};
