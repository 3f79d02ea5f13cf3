// A colour picker with its label, the chosen colour as text beside it, and its message under it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldMessages, LabelledField, splitFrameProps } from './field-frame';

export interface ColorFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'>,
    FieldMessages {
  label: ReactNode;
  /** `#rrggbb`. */
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
}

export const ColorField = ({ value, onValueChange, ...props }: ColorFieldProps) => {
  const { frame, control } = splitFrameProps(props);
  return (
    <LabelledField {...frame}>
      {(attributes) => (
        <div className="flex items-center gap-3">
          <input
            {...attributes}
            type="color"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            {...control}
          />
          <code className="text-sm text-slate-700">{value}</code>
        </div>
      )}
    </LabelledField>
  );
};
