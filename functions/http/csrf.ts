// CSRF protection bound to the caller's cookie. Signed in, a write's x-csrf-token must be the one bound to
// the session cookie. Signed out (no session cookie, or one whose session has ended), it must be the one
// bound to the anonymous cookie GET /api/csrf-token hands out — and only to a value this server minted
// (anonymous-cookie.ts).
import { csrfTokenFor, safeEqual } from '../core/tokens';
import { isMintedAnonymousToken } from './anonymous-cookie';
import type { ApiRequest } from './api-request';
import { anonymousCookieName, sessionCookieName } from './cookies';
import { csrfInvalid } from './http-error';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const boundTo = (cookieValue: string | undefined, headerToken: string): boolean =>
  typeof cookieValue === 'string' &&
  cookieValue.length > 0 &&
  cookieValue.length <= 128 &&
  safeEqual(csrfTokenFor(cookieValue), headerToken);

export const assertCsrf = async (request: ApiRequest, headerToken: string | undefined): Promise<void> => {
  if (!writeMethods.has(request.method)) return;
  if (!headerToken) throw csrfInvalid();
  const sessionToken = request.cookies[sessionCookieName];
  if (boundTo(sessionToken, headerToken)) return;
  const anonymous = request.cookies[anonymousCookieName];
  if (!isMintedAnonymousToken(anonymous) || !boundTo(anonymous, headerToken)) throw csrfInvalid();
  // An anonymous token beside a live session is refused: signed in, only the session's token counts.
  if (sessionToken && (await request.session())) throw csrfInvalid();
};
