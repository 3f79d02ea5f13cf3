// A labelled text box with an icon in front, for searching and looking things up: the lists' search boxes,
// the header search (compact, its label for screen readers) and the address box (a map pin, a spinner while
// it looks). Like the text field it has a hint and its message under it; `notes` go between the box and
// them, and `children` sit in the box's frame (a suggestion list anchored under the box).
import { type LucideIcon, Search } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../ui/spinner';
import { boxClass, changeHandler, type FieldMessages, LabelledField, splitFrameProps } from './field-frame';

export interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>,
    FieldMessages {
  label: ReactNode;
  /** Classes of the label, e.g. `sr-only` where the box explains itself (the header search). */
  labelClassName?: string;
  onValueChange?: (value: string) => void;
  id?: string;
  /** The icon in front of the text; a magnifier unless told. */
  icon?: LucideIcon;
  /** Shows a spinner at the end of the box (a lookup under way). */
  busy?: boolean;
  /** The header's 36 px box with small text. */
  compact?: boolean;
  /** Ids of further texts that describe the box (besides its hint and message). */
  describedBy?: string | undefined;
  /** Notes about the box (e.g. why suggestions are off), shown under it before the hint and message. */
  notes?: ReactNode;
  /** Rendered inside the box's frame, after the input: a list that drops down under the box. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const SearchField = ({
  onChange,
  onValueChange,
  icon: Icon = Search,
  busy = false,
  compact = false,
  describedBy,
  notes,
  children,
  ref,
  ...props
}: SearchFieldProps) => {
  const { frame, control } = splitFrameProps(props);
  const size = compact ? 'h-9 pl-8 text-base md:text-xs' : 'h-11 pl-9 text-base sm:text-sm';
  const end = busy ? 'pr-9' : compact ? 'pr-2' : 'pr-3';
  return (
    <LabelledField {...frame} describedBy={describedBy} notes={notes}>
      {(attributes) => (
        <div className="relative">
          <Icon
            aria-hidden="true"
            className={`pointer-events-none absolute size-4 text-slate-400 ${compact ? 'top-2.5 left-2.5' : 'top-3.5 left-3'}`}
          />
          <input
            ref={ref}
            {...attributes}
            className={`${boxClass(frame.error)} ${size} ${end}`}
            onChange={changeHandler(onChange, onValueChange)}
            {...control}
          />
          {busy ? (
            <span className="absolute top-3 right-3 text-brand-700">
              <Spinner className="size-5" />
            </span>
          ) : null}
          {children}
        </div>
      )}
    </LabelledField>
  );
};
