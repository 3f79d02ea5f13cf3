// The auth area: who am I, sign in, sign out (here or everywhere), sign up (started here, finished by the
// emailed link) or accept a team invitation, set a password with an administrator's reset link, and the
// signed-in person's own profile and password.
import { translate } from '#domain/messages';
import { loginSchema, signupConfirmSchema } from '#domain/schemas/auth';
import {
  inviteAcceptSchema,
  passwordChangeSchema,
  passwordResetSchema,
} from '#domain/schemas/chosen-password';
import { profileInputSchema } from '#domain/schemas/profile';
import { signupSchema } from '#domain/schemas/signup';
import { recordAuditEvent } from '#functions/core/audit/record-audit-event';
import { presentCurrentUser, presentCurrentUserById } from '#functions/core/auth/current-user';
import { finishSignup } from '#functions/core/auth/finish-signup';
import { resetPassword } from '#functions/core/auth/password-reset';
import {
  changePassword,
  presentProfile,
  signOutEverywhere,
  updateProfile,
} from '#functions/core/auth/profile';
import { signIn } from '#functions/core/auth/sign-in';
import { startSignup } from '#functions/core/auth/start-signup';
import { endSession } from '#functions/core/sessions/sessions';
import { acceptInvitation, describeInvite } from '#functions/core/team/accept-invite';
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

  'POST /api/auth/password-reset': async (request) => {
    const input = passwordResetSchema.parse(request.body);
    await resetPassword(input, { ip: request.ip, userAgent: request.userAgent });
    return ok({ ok: true as const });
  },

  'POST /api/auth/login': async (request) => {
    const credentials = loginSchema.parse(request.body);
    const { user, session } = await signIn(credentials, { ip: request.ip, userAgent: request.userAgent });
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

  'POST /api/auth/signup': async (request) => {
    const input = signupSchema.parse(request.body);
    await startSignup(input, { ip: request.ip, userAgent: request.userAgent, language: request.language });
    return { status: 202, body: { message: translate('auth.checkEmail', request.language) } };
  },

  'POST /api/auth/signup/confirm': async (request) => {
    const { token } = signupConfirmSchema.parse(request.body);
    const { contractorId, userId, session } = await finishSignup(token, {
      ip: request.ip,
      userAgent: request.userAgent,
    });
    return {
      status: 201,
      body: await presentCurrentUserById(contractorId, userId),
      cookies: [serializeCookie(sessionCookieName, session.token, session.maxAgeSeconds)],
    };
  },

  'GET /api/team/invites/{token}': async (request) => ok(await describeInvite(request.params.token ?? '')),

  'POST /api/team/invites/{token}/accept': async (request) => {
    const input = inviteAcceptSchema.parse(request.body);
    const { contractorId, userId, session } = await acceptInvitation(request.params.token ?? '', input, {
      ip: request.ip,
      userAgent: request.userAgent,
    });
    return {
      status: 201,
      body: await presentCurrentUserById(contractorId, userId),
      cookies: [serializeCookie(sessionCookieName, session.token, session.maxAgeSeconds)],
    };
  },

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

  'POST /api/profile/password': async (request) => {
    const signedIn = await request.signedIn();
    const input = passwordChangeSchema.parse(request.body);
    await changePassword(signedIn, input, { ip: request.ip, userAgent: request.userAgent });
    return ok({ ok: true as const });
  },
});
