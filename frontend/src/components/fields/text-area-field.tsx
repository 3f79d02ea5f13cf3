// A labelled multi-line box styled like the text field, with its hint and message under it (SPEC §5).
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { boxClass, changeHandler, type FieldMessages, LabelledField, splitFrameProps } from './field-frame';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    FieldMessages {
  label: ReactNode;
  onValueChange?: (value: string) => void;
  id?: string;
}

export const TextAreaField = ({ rows = 3, onChange, onValueChange, ...props }: TextAreaFieldProps) => {
  const { frame, control } = splitFrameProps(props);
  return (
    <LabelledField {...frame}>
      {(attributes) => (
        <textarea
          {...attributes}
          rows={rows}
          className={`${boxClass(frame.error)} px-3 py-2 text-base sm:text-sm`}
          onChange={changeHandler(onChange, onValueChange)}
          {...control}
        />
      )}
    </LabelledField>
  );
};
