// What each domain error code means over HTTP. Use cases never pick a status; this table does, so the same
// failure answers the same status from every route.
import type { ErrorCode } from '#functions/core/errors';

export const statusOfErrorCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  ACCOUNT_INACTIVE: 403,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  LINK_NOT_FOUND: 404,
  STALE_VERSION: 409,
  CONFLICT: 409,
  ILLEGAL_MOVE: 409,
  ARCHIVED: 409,
  EMAIL_TAKEN: 409,
  ALREADY_CONVERTED: 409,
  QUOTE_LOCKED: 409,
  QUOTE_CLOSED: 409,
  QUOTE_CHANGED: 409,
  HAS_PAYMENTS: 409,
  OVERPAYMENT: 409,
  LIST_FULL: 409,
  NO_CONTACT: 409,
  REMINDER_ALREADY_SENT: 409,
  SMS_FAILED: 502,
  REMINDER_FAILED: 502,
  ADDRESS_PROVIDER_UNAVAILABLE: 503,
};
