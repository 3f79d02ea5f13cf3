// The passwords area: the routes where someone chooses a new password — sign-up, accepting a team
// invitation, an administrator's reset link, changing one's own. Apart from the auth area because checking a
// new password's strength loads zxcvbn's dictionaries (~450 kB): signing in, `me` and the profile start
// without them (docs/architecture.md "Lambda areas").
import { translate } from '#domain/messages';
import {
  inviteAcceptSchema,
  passwordChangeSchema,
  passwordResetSchema,
} from '#domain/schemas/chosen-password';
import { signupSchema } from '#domain/schemas/signup';
import { presentCurrentUserById } from '#functions/core/auth/current-user';
import { resetPassword } from '#functions/core/auth/password-reset';
import { changePassword } from '#functions/core/auth/profile';
import { startSignup } from '#functions/core/auth/start-signup';
import { acceptInvitation } from '#functions/core/team/accept-invite';
import { ok } from '#functions/http/api-request';
import { serializeCookie, sessionCookieName } from '#functions/http/cookies';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('passwords', {
  'POST /api/auth/password-reset': async (request) => {
    const input = passwordResetSchema.parse(request.body);
    await resetPassword(input, { ip: request.ip, userAgent: request.userAgent });
    return ok({ ok: true as const });
  },

  'POST /api/auth/signup': async (request) => {
    const input = signupSchema.parse(request.body);
    await startSignup(input, { ip: request.ip, userAgent: request.userAgent, language: request.language });
    return { status: 202, body: { message: translate('auth.checkEmail', request.language) } };
  },

  'POST /api/team/invites/{token}/accept': async (request) => {
    const input = inviteAcceptSchema.parse(request.body);
    const { contractorId, userId, session } = await acceptInvitation(
      request.params.token ?? '',
      input,
      { ip: request.ip, userAgent: request.userAgent },
      request.language,
    );
    return {
      status: 201,
      body: await presentCurrentUserById(contractorId, userId),
      cookies: [serializeCookie(sessionCookieName, session.token, session.maxAgeSeconds)],
    };
  },

  'POST /api/profile/password': async (request) => {
    const signedIn = await request.signedIn();
    const input = passwordChangeSchema.parse(request.body);
    await changePassword(signedIn, input, { ip: request.ip, userAgent: request.userAgent });
    return ok({ ok: true as const });
  },
});
