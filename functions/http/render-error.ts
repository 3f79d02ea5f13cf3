// Turns anything a handler threw into the JSON error of docs/api.md: a known HttpError or validation
// failure keeps its status and code; anything else is logged and answered 500 without details.
import { ZodError } from 'zod';
import { type Language, translate } from '../../domain/messages';
import type { ApiResult } from './api-request';
import { HttpError } from './http-error';

export const fieldsOf = (error: ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
};

export const renderError = (error: unknown, language: Language): ApiResult => {
  const known =
    error instanceof ZodError
      ? new HttpError(400, 'VALIDATION_FAILED', 'request.invalid', { fields: fieldsOf(error) })
      : error;
  if (known instanceof HttpError) {
    const fields = known.extra.fields
      ? Object.fromEntries(
          Object.entries(known.extra.fields).map(([k, v]) => [k, translate(v, language, known.extra.vars)]),
        )
      : undefined;
    // A single-field failure says which field and what is wrong, so the summary message names it.
    const firstField = fields ? Object.values(fields)[0] : undefined;
    const message =
      fields && Object.keys(fields).length === 1 && firstField
        ? firstField
        : translate(known.messageKey, language, known.extra.vars);
    return {
      status: known.status,
      headers: known.extra.headers,
      body: { message, code: known.code, ...(fields ? { fields } : {}) },
    };
  }
  console.error('Unhandled error', error);
  return { status: 500, body: { message: translate('server.error', language), code: 'INTERNAL' } };
};
