// The auth area: who am I, sign in, sign out (here or everywhere), finish a sign-up with the emailed link, what
// an invitation offers, and the signed-in person's own profile. Where a new password is chosen (sign-up,
// accepting an invitation, a reset link, a password change) is the passwords area's.
import { loginSchema, signupConfirmSchema } from '#domain/schemas/auth';
import { profileInputSchema } from '#domain/schemas/profile';
import { recordAuditEvent } from '#functions/core/audit/record-audit-event';
import { presentCurrentUser, presentCurrentUserById } from '#functions/core/auth/current-user';
import { finishSignup } from '#functions/core/auth/finish-signup';
import { presentProfile, signOutEverywhere, updateProfile } from '#functions/core/auth/profile';
import { signIn } from '#functions/core/auth/sign-in';
import { endSession } from '#functions/core/sessions/sessions';
import { describeInvite } from '#functions/core/team/accept-invite';
import { ok } from '#functions/http/api-request';
import { clearCookie, serializeCookie, sessionCookieName } from '#functions/http/cookies';
import { createAreaHandler } from '#functions/http/create-area-handler';
import { unauthenticated } from '#functions/http/http-error';

export const handler = createAreaHandler('auth', {
  'GET /api/auth/me': async (request) => {
    const signedIn = await request.session();
    if (!signedIn) throw unauthenticated();
    return ok(await presentCurrentUser(signedIn.user));
  },

  'POST /api/auth/login': async (request) => {
    const credentials = loginSchema.parse(request.body);
    const { user, session } = await signIn(
      credentials,
      { ip: request.ip, userAgent: request.userAgent },
      request.language,
    );
    return ok(await presentCurrentUser(user), {
      cookies: [serializeCookie(sessionCookieName, session.token, session.maxAgeSeconds)],
    });
  },

  'POST /api/auth/logout': async (request) => {
    const signedIn = await request.session();
    await endSession(request.cookies[sessionCookieName]);
    if (signedIn) {
      const { contractorId, userId, email } = signedIn.user;
      await recordAuditEvent({
        type: 'logout',
        contractorId,
        userId,
        email,
        ip: request.ip,
        userAgent: request.userAgent,
      });
    }
    return ok({ ok: true }, { cookies: [clearCookie(sessionCookieName)] });
  },

  'POST /api/auth/signup/confirm': async (request) => {
    const { token } = signupConfirmSchema.parse(request.body);
    const { contractorId, userId, session } = await finishSignup(
      token,
      { ip: request.ip, userAgent: request.userAgent },
      request.language,
    );
    return {
      status: 201,
      body: await presentCurrentUserById(contractorId, userId),
      cookies: [serializeCookie(sessionCookieName, session.token, session.maxAgeSeconds)],
    };
  },

  'GET /api/team/invites/{token}': async (request) => ok(await describeInvite(request.params.token ?? '')),

  'POST /api/auth/logout-everywhere': async (request) => {
    const signedIn = await request.signedIn();
    await signOutEverywhere(signedIn, { ip: request.ip, userAgent: request.userAgent });
    return ok({ ok: true as const }, { cookies: [clearCookie(sessionCookieName)] });
  },

  'GET /api/profile': async (request) => {
    const { user } = await request.signedIn();
    return ok(presentProfile(user));
  },

  'PATCH /api/profile': async (request) => {
    const { user } = await request.signedIn();
    const input = profileInputSchema.parse(request.body);
    return ok(await updateProfile(user, input));
  },
});
