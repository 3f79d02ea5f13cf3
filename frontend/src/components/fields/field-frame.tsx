// What every field of the kit shares: a label tied to its control, an optional hint, and the validation
// message under the control (SPEC §5), both announced through aria-describedby.
import { type ReactNode, useId } from 'react';

export interface FieldMessages {
  hint?: ReactNode;
  /** The validation message shown under the field (already in the user's language). */
  error?: string | undefined;
}

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

export const controlClass =
  'block w-full rounded-lg border bg-white text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-500';

export const borderClass = (error: string | undefined) => (error ? 'border-red-500' : 'border-slate-300');

/** Ids of a control and of the texts that describe it. */
export const useFieldIds = ({ hint, error }: FieldMessages, id?: string) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
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
