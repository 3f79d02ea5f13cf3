// The message of the field a control is bound to, in the user's language: shown, for the kit's own fields
// and for custom controls around `form.AppField` alike, once the form was submitted or the field was left.
import { useLang } from '#frontend/i18n/use-core-t';
import { useFieldContext } from './form-context';
import { shownFieldError } from './form-errors';

export const useFieldError = (): string | undefined => shownFieldError(useFieldContext<unknown>(), useLang());
