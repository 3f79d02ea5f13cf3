// Turns a failed domain-schema parse into per-field messages in the user's language, keyed by the same
// dotted paths the server uses in its `fields` map (docs/api.md), so one display path serves both.
import type { ZodError } from 'zod';
import { translate } from '#domain/messages';
import type { Lang } from '../i18n/language';

export type FieldErrors = Record<string, string>;

export const fieldErrorsOf = (error: ZodError, lang: Lang): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!(field in fields)) fields[field] = translate(issue.message, lang);
  }
  return fields;
};

/** The first message for a form field: its own path or any path under it (e.g. `serviceAreas.3`). */
export const errorFor = (errors: FieldErrors, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
