// Turns anything a handler threw into the JSON error of docs/api.md: a domain error or validation failure
// keeps its code and gets its status from error-status.ts; anything else is logged and answered 500
// without details.
// The error class itself, not `z.core` of zod/mini: reading that namespace at run time keeps all of zod's core
// (its locales and JSON Schema writer, ~400 kB) in every Lambda bundle.
import { $ZodError } from 'zod/v4/core';
import { type Language, translate } from '#domain/messages';
import { DomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import type { ApiResult } from './api-request';
import { statusOfErrorCode } from './error-status';

export const fieldsOf = (error: $ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
};

export const renderError = (error: unknown, language: Language): ApiResult => {
  const known =
    error instanceof $ZodError
      ? new DomainError('VALIDATION_FAILED', 'request.invalid', { fields: fieldsOf(error) })
      : error;
  if (known instanceof DomainError) {
    const { fields: fieldKeys, vars, retryAfterSeconds } = known.details;
    const fields = fieldKeys
      ? Object.fromEntries(Object.entries(fieldKeys).map(([k, v]) => [k, translate(v, language, vars)]))
      : undefined;
    // A single-field failure says which field and what is wrong, so the summary message names it.
    const firstField = fields ? Object.values(fields)[0] : undefined;
    const message =
      fields && Object.keys(fields).length === 1 && firstField
        ? firstField
        : translate(known.messageKey, language, vars);
    return {
      status: statusOfErrorCode[known.code],
      ...(retryAfterSeconds !== undefined ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {}),
      body: { message, code: known.code, ...(fields ? { fields } : {}) },
    };
  }
  logger.error('Unhandled error', { error });
  return { status: 500, body: { message: translate('server.error', language), code: 'INTERNAL' } };
};
