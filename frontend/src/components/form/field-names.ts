// API error paths and TanStack Form field names. The server and the domain schemas name a box by its
// dotted path (`shipping.distanceBrackets.0.maxMiles`); a form names array items in brackets
// (`shipping.distanceBrackets[0].maxMiles`), and a form's values may be shaped differently from the request.
import type { FormErrors } from './form-errors';
import { serverErrors } from './form-errors';

/** `a.0.b` → `a[0].b`: an API path as the name of the form field that holds it. */
export const fieldNameOf = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** `a[0].b` → `a.0.b`: a field name as the API path it stands for. */
export const apiPathOf = (name: string): string => name.replace(/\[(\d+)\]/g, '.$1');

/**
 * Form errors whose field paths are renamed to field names (`fieldNameOf` unless told otherwise); two
 * paths landing on one field keep the first message.
 */
export const renameFieldErrors = (
  errors: FormErrors | undefined,
  rename: (path: string) => string = fieldNameOf,
): FormErrors | undefined => {
  if (!errors) return undefined;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors.fields)) {
    const name = rename(path);
    if (!(name in fields)) fields[name] = message;
  }
  return errors.form === undefined ? { fields } : { form: errors.form, fields };
};

/**
 * `showServerErrors` for a form whose field names differ from the API's paths: the refusal's field
 * messages go under the fields `rename` names, anything else to the form.
 */
export const showServerErrorsAt = (
  form: { setErrorMap: (map: { onSubmit: FormErrors }) => void },
  error: unknown,
  rename: (path: string) => string = fieldNameOf,
): FormErrors => {
  const errors = renameFieldErrors(serverErrors(error), rename) ?? { fields: {} };
  form.setErrorMap({ onSubmit: errors });
  return errors;
};

/**
 * The names of the fields that hold a message, in one string (`\n` between names) so a selector's result
 * compares by value: `useSelector(form.store, (state) => fieldsWithErrors(state.fieldMeta))`.
 */
export const fieldsWithErrors = (
  fieldMeta: Readonly<Record<string, { errors: readonly unknown[] } | undefined>>,
): string =>
  Object.entries(fieldMeta)
    .filter(([, meta]) => meta?.errors.some((error) => error !== undefined && error !== ''))
    .map(([name]) => name)
    .join('\n');

/** The names `fieldsWithErrors` put in one string. */
export const namesOf = (names: string): string[] => (names === '' ? [] : names.split('\n'));
