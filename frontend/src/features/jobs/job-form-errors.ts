import { type FormErrors, serverErrors } from '#frontend/components/form/form-errors';
import type { TFunction } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import type { FormProblems } from './form-problem';

/** Form fields named differently from the request (e.g. `scheduledStartTime` → `startTime`). */
export type FieldRenames = Readonly<Record<string, string>>;

export type SubmitValidator<Values> = (args: { value: Values }) => FormErrors | undefined;

/** A request path as the form field it belongs to. */
export const fieldNameOf = (path: string, renamed: FieldRenames = {}): string =>
  renamed[path] ?? path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

const withFieldNames = (fields: Readonly<Record<string, string>>, renamed: FieldRenames) =>
  Object.fromEntries(Object.entries(fields).map(([path, text]) => [fieldNameOf(path, renamed), text]));

/** The feature's rules as a validator, their messages already in the page's language. */
export const rulesValidator =
  <Values>(rules: (values: Values) => FormProblems, t: TFunction): SubmitValidator<Values> =>
  ({ value }) => {
    const problems = Object.entries(rules(value));
    if (problems.length === 0) return undefined;
    return { fields: Object.fromEntries(problems.map(([path, { key, vars }]) => [path, t(key, vars)])) };
  };

/**
 * One submit validator from several: the first message found for a field wins, so the feature's rules
 * (listed first) keep their wording where the domain schema checks the same field.
 */
export const firstErrors =
  <Values>(
    validators: readonly SubmitValidator<Values>[],
    renamed: FieldRenames = {},
  ): SubmitValidator<Values> =>
  ({ value }) => {
    const fields: Record<string, string> = {};
    let form: string | undefined;
    for (const validate of validators) {
      const errors = validate({ value });
      if (!errors) continue;
      form ??= errors.form;
      for (const [name, text] of Object.entries(withFieldNames(errors.fields, renamed))) {
        if (!(name in fields)) fields[name] = text;
      }
    }
    if (form === undefined && Object.keys(fields).length === 0) return undefined;
    return form === undefined ? { fields } : { form, fields };
  };

/**
 * A refused write as form errors: the server's messages under their fields, and its message (or
 * `fallback`) for the form's banner.
 */
export const refusalErrors = (
  error: unknown,
  fallback: string,
  t: TFunction,
  renamed: FieldRenames = {},
): FormErrors => ({
  form: failureText(error, t, fallback),
  fields: withFieldNames(serverErrors(error).fields, renamed),
});
