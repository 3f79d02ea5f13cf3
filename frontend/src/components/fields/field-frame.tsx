// What every field of the kit shares: a label tied to its control, an optional hint, and the validation
// message under the control (SPEC §5), both announced through aria-describedby.
import { type ChangeEvent, type ReactNode, useId } from 'react';

export interface FieldMessages {
  hint?: ReactNode;
  /** The validation message shown under the field (already in the user's language). */
  error?: string | undefined;
}

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

export const controlClass =
  'block w-full rounded-lg border bg-white text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-500';

export const borderClass = (error: string | undefined) => (error ? 'border-red-500' : 'border-slate-300');

/** The look of a box (text, select, search…) with its border, red while it holds a message. */
export const boxClass = (error: string | undefined) => `${controlClass} ${borderClass(error)}`;

/** Ids of a control and of the texts that describe it (after any further ones, `moreDescribedBy`). */
export const useFieldIds = ({ hint, error }: FieldMessages, id?: string, moreDescribedBy?: string) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [moreDescribedBy, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
};

/** The hint and the message under a control. */
export const FieldNotes = ({
  hint,
  error,
  hintId,
  errorId,
}: FieldMessages & { hintId: string; errorId: string }) => (
  <>
    {hint ? (
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    ) : null}
    {error ? (
      <p id={errorId} className="mt-1 text-sm text-red-600">
        {error}
      </p>
    ) : null}
  </>
);

/** The attributes that tie a control to its label and to the texts that describe it. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-label'?: string;
}

export interface LabelledFieldProps extends FieldMessages {
  label: ReactNode;
  /** Classes of the label, e.g. `sr-only` where a table header names the column. */
  labelClassName?: string;
  id?: string | undefined;
  className?: string;
  /** Ids of further texts that describe the control (besides its hint and message). */
  describedBy?: string | undefined;
  /** Shown under the control, before the hint and the message. */
  notes?: ReactNode;
  /** The control (and whatever sits beside it), given the attributes that tie it to the label and texts. */
  children: (control: ControlAttributes) => ReactNode;
}

/** The frame of a labelled field: the label above its control, the hint and the message under it. */
export const LabelledField = ({
  label,
  labelClassName = labelClass,
  hint,
  error,
  id,
  className = '',
  describedBy: moreDescribedBy,
  notes,
  children,
}: LabelledFieldProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error }, id, moreDescribedBy);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        // A label shown only to screen readers also names the control directly: some checkers (and some
        // assistive tech) skip a visually hidden <label>.
        ...(labelClassName.split(' ').includes('sr-only') && typeof label === 'string'
          ? { 'aria-label': label }
          : {}),
      })}
      {notes}
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
};

/** What the frame takes of a field's props. */
type FrameProps = Omit<LabelledFieldProps, 'children' | 'describedBy' | 'notes'>;

/** A field's props split in two: the frame's (label, hint, message, id, classes) and the control's. */
export const splitFrameProps = <Props extends FrameProps>({
  label,
  labelClassName,
  hint,
  error,
  id,
  className,
  ...control
}: Props) => ({ frame: { label, labelClassName, hint, error, id, className }, control });

/** A control's change handler: the native `onChange` first, then `onValueChange` with the new value. */
export const changeHandler =
  <Element extends { value: string }, Value extends string = string>(
    onChange: ((event: ChangeEvent<Element>) => void) | undefined,
    onValueChange: ((value: Value) => void) | undefined,
  ) =>
  (event: ChangeEvent<Element>) => {
    onChange?.(event);
    onValueChange?.(event.target.value as Value);
  };
