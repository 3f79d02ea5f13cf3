// Reading the request's cookies and writing Set-Cookie values. Every cookie is HttpOnly, Secure,
// SameSite=Lax, Path=/ and `__Host-` prefixed: the browser then refuses it from a subdomain or without TLS,
// so no other site on the domain can plant or overwrite it. Chromium treats http://localhost as secure, so
// local runs use the same names and flags.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { decodeOrKeep } from './decode-or-keep';

export const sessionCookieName = '__Host-picket_session';
export const anonymousCookieName = '__Host-picket_anon';

export const readCookies = (event: APIGatewayProxyEventV2): Record<string, string> => {
  const raw = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  const cookies: Record<string, string> = {};
  for (const pair of raw) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (!(name in cookies)) cookies[name] = decodeOrKeep(value);
  }
  return cookies;
};

/** A Set-Cookie value; `maxAgeSeconds` 0 deletes the cookie. */
export const serializeCookie = (name: string, value: string, maxAgeSeconds: number): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;

export const clearCookie = (name: string): string => serializeCookie(name, '', 0);
