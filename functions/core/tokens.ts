// Random tokens and their one-way forms. Cookie tokens are 256-bit random values; the table only ever
// holds their SHA-256, and the CSRF token is an HMAC keyed by the (secret, HttpOnly) cookie token.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** The CSRF token bound to a cookie token: only someone holding the cookie's value can compute it. */
export const csrfTokenFor = (cookieToken: string): string =>
  createHmac('sha256', cookieToken).update('picket-csrf-v1').digest('base64url');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
