// The auth area's contract: who am I, sign in, sign out and sign up; each sign-in answers the current user.
import * as z from 'zod';
import { passwordResetFormSchema } from '../schemas/admin';
import { loginSchema, signupConfirmSchema } from '../schemas/auth';
import { passwordChangeFormSchema, profileInputSchema } from '../schemas/profile';
import { signupFormSchema } from '../schemas/signup-form';
import { inviteAcceptFormSchema } from '../schemas/team';
import { userRoles } from '../vocabularies';
import { accepts, answers, creates, id, pathParams, type RouteContracts, timestamp } from './route-contract';

export { userRoles };

export type UserRole = (typeof userRoles)[number];

export const currentUserSchema = z
  .strictObject({
    id,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** First and last name, '' when neither is set. */
    name: z.string(),
    role: z.enum(userRoles),
    isAdmin: z.boolean(),
    /** Mirrors `contractor.onboardingComplete`. */
    onboardingComplete: z.boolean(),
    contractor: z.strictObject({
      id,
      businessName: z.string(),
      onboardingComplete: z.boolean(),
      trialEndsAt: z.iso.datetime().nullable(),
      /** The business's IANA time zone (settings): the schedule shows times on this clock. */
      timezone: z.string(),
    }),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loggedOutSchema = z.strictObject({ ok: z.literal(true) });

/** What sign-up answers whether or not the address has an account: "Check your email to finish signing up". */
export const signupStartedSchema = z.strictObject({ message: z.string() });

/** The signed-in person's own details (Profile). */
export const profileSchema = z
  .strictObject({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** 10 digits, or '' when none was given. */
    phone: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const okSchema = z.strictObject({ ok: z.literal(true) });

export type { LoginInput } from '../schemas/auth';
/** What an invitation link shows before it is accepted. */
export const invitationSchema = z
  .strictObject({
    email: z.string(),
    role: z.enum(userRoles),
    businessName: z.string(),
    invitedBy: z.string(),
    expiresAt: timestamp,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

const tokenParams = pathParams('token');

export type { PasswordChangeInput, ProfileInput } from '../schemas/profile';
export type { SignupInput } from '../schemas/signup';
export type { InviteAcceptInput } from '../schemas/team';

export const authRoutes = {
  'GET /api/auth/me': answers('The signed-in user (401 when signed out)', currentUserSchema, {
    errors: [401],
  }),
  'POST /api/auth/login': answers('Sign in: a new session cookie', currentUserSchema, {
    request: { body: loginSchema },
    errors: [401, 429],
  }),
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
  'POST /api/auth/logout': answers('End the session (harmless when signed out)', loggedOutSchema),
  'POST /api/auth/signup': accepts('Start a sign-up: email a link that finishes it', signupStartedSchema, {
    description:
      'Always 202 with "Check your email to finish signing up": a new address is emailed a confirmation link (valid 24 hours), an address that already has an account is emailed that it does. Limited per IP and globally (429).',
    // The form's shape; the server also estimates the password's strength (schemas/signup.ts).
    request: { body: signupFormSchema },
    errors: [429],
  }),
  'POST /api/auth/signup/confirm': creates(
    "Finish a sign-up with the emailed link's token: create the contractor and its owner, signed in",
    currentUserSchema,
    { request: { body: signupConfirmSchema }, errors: [404] },
  ),
  'GET /api/team/invites/{token}': answers(
    'What an invitation link offers (404 LINK_NOT_FOUND when unknown, used, revoked or expired)',
    invitationSchema,
    { request: { params: tokenParams } },
  ),
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
  'POST /api/auth/logout-everywhere': answers(
    'End every session of the signed-in user, this one included, and clear the cookie',
    okSchema,
  ),
  'GET /api/profile': answers("The signed-in user's own name, email and phone", profileSchema),
  'PATCH /api/profile': answers('Change your own name and phone', profileSchema, {
    request: { body: profileInputSchema },
  }),
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
