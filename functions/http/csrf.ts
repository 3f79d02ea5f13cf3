// CSRF protection bound to the caller's cookie: the session cookie when signed in, otherwise the
// anonymous cookie that GET /api/csrf-token hands out. Writes must echo the matching x-csrf-token.

import { csrfTokenFor, safeEqual } from '../core/tokens';
import { anonymousCookieName, sessionCookieName } from './cookies';
import { csrfInvalid } from './http-error';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const assertCsrf = (
  method: string,
  headerToken: string | undefined,
  cookies: Record<string, string>,
) => {
  if (!writeMethods.has(method)) return;
  if (!headerToken) throw csrfInvalid();
  const subjects = [cookies[sessionCookieName], cookies[anonymousCookieName]].filter(
    (value): value is string => typeof value === 'string' && value.length > 0 && value.length <= 128,
  );
  if (!subjects.some((subject) => safeEqual(csrfTokenFor(subject), headerToken))) throw csrfInvalid();
};
