// The errors use cases throw on purpose: a stable code the client can act on and a message key rendered in
// the caller's language. What a code means over HTTP (its status) is the HTTP layer's business
// (functions/http/error-status.ts); event and scheduled entry points log them instead.
import type { MessageKey } from '#domain/messages';

/** Every code a use case (or the HTTP edge) may fail with. Adding one means giving it a status. */
export const errorCodes = [
  // The request itself
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INVALID_CURSOR',
  'PAYLOAD_TOO_LARGE',
  // Who is asking
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CSRF_INVALID',
  'ACCOUNT_INACTIVE',
  'RATE_LIMITED',
  // What is asked for
  'NOT_FOUND',
  'LINK_NOT_FOUND',
  // The state it is in
  'STALE_VERSION',
  'CONFLICT',
  'ILLEGAL_MOVE',
  'ARCHIVED',
  'EMAIL_TAKEN',
  'LAST_OWNER',
  'DISCOUNT_NEEDS_APPROVAL',
  'ALREADY_CONVERTED',
  'QUOTE_LOCKED',
  'QUOTE_CLOSED',
  'QUOTE_CHANGED',
  'HAS_PAYMENTS',
  'OVERPAYMENT',
  'LIST_FULL',
  'NO_CONTACT',
  'REMINDER_ALREADY_SENT',
  'OPTED_OUT',
  'SLUG_TAKEN',
  'LAST_ADMIN',
  'ADMIN_BUSINESS',
  'LEAD_TAKEN',
  'BUSINESS_INACTIVE',
  // A provider we depend on
  'SMS_FAILED',
  'EMAIL_FAILED',
  'REMINDER_FAILED',
  'ADDRESS_PROVIDER_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ErrorDetails {
  /** Per-field message keys (or already rendered texts) for validation failures. */
  fields?: Record<string, MessageKey | string>;
  /** Values of the message's `{name}` placeholders (keys are rendered too). */
  vars?: Record<string, MessageKey | string>;
  /** For RATE_LIMITED: when asking again can succeed. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly details: ErrorDetails = {},
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown, code?: ErrorCode): error is DomainError =>
  error instanceof DomainError && (code === undefined || error.code === code);

/** A validation failure of named fields (SPEC §5 messages as keys). */
export const invalidFields = (fields: Record<string, MessageKey | string>, vars?: ErrorDetails['vars']) =>
  new DomainError('VALIDATION_FAILED', 'request.invalid', vars ? { fields, vars } : { fields });
