// How a form's validation and server errors reach its fields. Domain schemas speak in message keys
// (domain/messages.ts), checked in the browser exactly as on the server; a server error arrives already
// rendered in the request's language. Both end up as the field's message, shown in the user's language.
import type * as z from 'zod/mini';
import { isMessageKey, translate } from '#domain/messages';
import type { Lang } from '#frontend/i18n/language';
import { ApiError } from '#frontend/lib/api-error';

/** What a form-level validator returns: per-field messages (keys or texts), and one for the whole form. */
export interface FormErrors {
  form?: string;
  fields: Record<string, string>;
}

/**
 * A submit validator from a domain schema: the form's values (often text while typed) become the request
 * with `toRequest`, and the schema's messages land on the fields named by their paths.
 */
export const schemaValidator =
  <Values, Request>(schema: z.ZodMiniType<unknown, Request>, toRequest?: (values: Values) => Request) =>
  ({ value }: { value: Values }): FormErrors | undefined => {
    const parsed = schema.safeParse(toRequest ? toRequest(value) : value);
    if (parsed.success) return undefined;
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'form';
      if (!(path in fields)) fields[path] = issue.message;
    }
    return { fields };
  };

/**
 * A server refusal as form errors: its field messages, or its message for the whole form. Given the form's
 * field names, a message about a field the form does not show (an invitation's email on its accept form)
 * is the form's message instead, so it is never lost.
 */
export const serverErrors = (error: unknown, shownFields?: readonly string[]): FormErrors => {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    const fields = Object.entries(error.fields);
    const shown = shownFields ? fields.filter(([name]) => shownFields.includes(name)) : fields;
    const hidden = fields.find(([name]) => !shown.some(([shownName]) => shownName === name));
    return { ...(hidden ? { form: hidden[1] } : {}), fields: Object.fromEntries(shown) };
  }
  return { form: error instanceof Error ? error.message : String(error), fields: {} };
};

/** The first message among a field's errors, in the user's language. */
export const firstErrorText = (errors: readonly unknown[], lang: Lang): string | undefined => {
  const first = errors.find((error) => typeof error === 'string' && error !== '') as string | undefined;
  if (first === undefined) return undefined;
  return isMessageKey(first) ? translate(first, lang) : first;
};

/** A field's message as its control shows it: once the form was submitted or the field was left. */
export const shownFieldError = (
  field: {
    state: { meta: { errors: readonly unknown[]; isTouched: boolean } };
    form: { state: { submissionAttempts: number } };
  },
  lang: Lang,
): string | undefined => {
  const { errors, isTouched } = field.state.meta;
  return isTouched || field.form.state.submissionAttempts > 0 ? firstErrorText(errors, lang) : undefined;
};
