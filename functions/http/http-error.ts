// The failures the HTTP edge itself raises (before any use case runs), as domain errors so that one
// renderer answers them all.
import { DomainError } from '#functions/core/errors';

export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'auth.required');
export const forbidden = () => new DomainError('FORBIDDEN', 'auth.forbidden');
export const csrfInvalid = () => new DomainError('CSRF_INVALID', 'csrf.invalid');
export const invalidJson = () => new DomainError('INVALID_JSON', 'request.invalidJson');
export const payloadTooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', 'request.tooLarge');
