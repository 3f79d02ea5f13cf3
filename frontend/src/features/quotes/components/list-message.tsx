// The message of a builder field that has no box of its own (a list of rows: the sides, a side's gates; a
// chosen hardware item), shown under it when the kit would show a box's: once it was changed or a save tried.
import type { AnyFieldApi } from '@tanstack/react-form';
import { firstErrorText } from '#frontend/components/form/form-errors';
import { useT } from '#frontend/i18n/use-t';

/** The message to show for a field now, in the user's language. */
export const useShownMessage = (field: AnyFieldApi): string | undefined => {
  const t = useT();
  const { errors, isTouched } = field.state.meta;
  return isTouched || field.form.state.submissionAttempts > 0 ? firstErrorText(errors, t.lang) : undefined;
};

export const ListMessage = ({ field }: { field: AnyFieldApi }) => {
  const message = useShownMessage(field);
  return message ? <p className="text-sm text-red-600">{message}</p> : null;
};
