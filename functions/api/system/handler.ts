// The system area: health, CSRF tokens and the live counts shown on the public pages.
import { publicStats } from '#functions/core/site/site-content';
import { csrfTokenFor } from '#functions/core/tokens';
import { isMintedAnonymousToken, mintAnonymousToken } from '#functions/http/anonymous-cookie';
import { ok } from '#functions/http/api-request';
import { anonymousCookieName, serializeCookie, sessionCookieName } from '#functions/http/cookies';
import { createAreaHandler } from '#functions/http/create-area-handler';

/** The anonymous cookie lives as long as a browser tab might sit on the login page. */
const anonymousCookieSeconds = 24 * 60 * 60;

export const handler = createAreaHandler('system', {
  'GET /api/health': async () => ok({ status: 'ok' }),

  'GET /api/csrf-token': async (request) => {
    // Bound to the session when there is one; otherwise to an anonymous cookie, so sign-in and
    // sign-up forms are protected too.
    const signedIn = await request.session();
    const sessionToken = request.cookies[sessionCookieName];
    if (signedIn && sessionToken) return ok({ csrfToken: csrfTokenFor(sessionToken) });
    // Only a value this server minted is kept; anything else the browser holds is replaced.
    const existing = request.cookies[anonymousCookieName];
    const anonymous = isMintedAnonymousToken(existing) ? existing : mintAnonymousToken();
    return ok(
      { csrfToken: csrfTokenFor(anonymous) },
      {
        cookies:
          existing === anonymous
            ? []
            : [serializeCookie(anonymousCookieName, anonymous, anonymousCookieSeconds)],
      },
    );
  },

  'GET /api/public/stats': async () =>
    ok(await publicStats(), { headers: { 'cache-control': 'public, max-age=60' } }),
});
