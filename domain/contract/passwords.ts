// The passwords area's contract: the routes where someone chooses a new password (sign-up, accepting an
// invitation, an administrator's reset link, changing one's own). Its own area so that only its Lambda carries
// the password-strength estimator; the shapes it answers are the auth area's.
import * as z from 'zod/mini';
import { passwordResetFormSchema } from '../schemas/admin';
import { passwordChangeFormSchema } from '../schemas/profile';
import { signupFormSchema } from '../schemas/signup-form';
import { inviteAcceptFormSchema } from '../schemas/team';
import { currentUserSchema, okSchema, signupStartedSchema } from './auth';
import { accepts, answers, creates, pathParams, type RouteContracts } from './route-contract';

const tokenParams = pathParams('token');

export const passwordsRoutes = {
  'POST /api/auth/password-reset': answers(
    "Set a new password with an administrator's single-use reset link; every session of the user ends",
    z.strictObject({ ok: z.literal(true) }),
    {
      description:
        'The link is valid 24 hours and works once. The password must be hard to guess, as at sign-up (400 naming `password`); an unknown, used or expired link is 400 naming `token`. Limited per IP (429).',
      request: { body: passwordResetFormSchema },
      errors: [429],
    },
  ),
  'POST /api/auth/signup': accepts('Start a sign-up: email a link that finishes it', signupStartedSchema, {
    description:
      'Always 202 with "Check your email to finish signing up": a new address is emailed a confirmation link (valid 24 hours), an address that already has an account is emailed that it does. Limited per IP and globally (429).',
    // The form's shape; the server also estimates the password's strength (schemas/signup.ts).
    request: { body: signupFormSchema },
    errors: [429],
  }),
  'POST /api/team/invites/{token}/accept': creates(
    'Accept an invitation: create the account with the invited email and role, signed in',
    currentUserSchema,
    {
      description:
        'Single use: the account, its email and the spent invitation are one transaction, so of two acceptances only one creates an account and the other answers 404 LINK_NOT_FOUND. 409 EMAIL_TAKEN when the email got an account meanwhile.',
      // The form's shape; the server also estimates the password's strength (schemas/chosen-password.ts).
      request: { params: tokenParams, body: inviteAcceptFormSchema },
      errors: [409],
    },
  ),
  'POST /api/profile/password': answers(
    'Change your password: every other session of yours ends, this one stays',
    okSchema,
    {
      description:
        'A wrong current password is 400 with `fields.currentPassword`; the new one must be as hard to guess as at sign-up (`fields.newPassword`). Wrong current passwords count toward the sign-in throttle of the account (429).',
      request: { body: passwordChangeFormSchema },
      errors: [429],
    },
  ),
} as const satisfies RouteContracts;
