// A labelled one-line input with an optional hint and its validation message under it (SPEC §5).
// `onValueChange` receives the text; native input props (type, inputMode, autoComplete…) pass through.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { boxClass, changeHandler, type FieldMessages, LabelledField, splitFrameProps } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldMessages {
  label: ReactNode;
  /** Classes of the label, e.g. `sr-only` where a table header names the column. */
  labelClassName?: string;
  onValueChange?: (value: string) => void;
  id?: string;
}

export const TextField = ({ onChange, onValueChange, ...props }: TextFieldProps) => {
  const { frame, control } = splitFrameProps(props);
  return (
    <LabelledField {...frame}>
      {(attributes) => (
        <input
          {...attributes}
          className={`${boxClass(frame.error)} h-11 px-3 text-base sm:text-sm`}
          onChange={changeHandler(onChange, onValueChange)}
          {...control}
        />
      )}
    </LabelledField>
  );
};
