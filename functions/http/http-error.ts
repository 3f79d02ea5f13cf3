// An error a handler throws on purpose: the status, a stable code for the client, and a message key that
// the HTTP layer renders in the caller's language (plus per-field messages for validation failures).
import type { MessageKey } from '../../domain/messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly extra: {
      fields?: Record<string, MessageKey | string>;
      headers?: Record<string, string>;
      /** Values of the message's `{name}` placeholders (keys are rendered too). */
      vars?: Record<string, MessageKey | string>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (fields: Record<string, MessageKey | string>, code = 'VALIDATION_FAILED') =>
  new HttpError(400, code, 'request.invalid', { fields });
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'auth.required');
export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'auth.forbidden');
export const csrfInvalid = () => new HttpError(403, 'CSRF_INVALID', 'csrf.invalid');
