// The auth area's contract: who am I, sign in and out, finish a sign-up, an invitation's offer, the profile;
// each sign-in answers the current user. Choosing a password is the passwords area's (passwords.ts).
import * as z from 'zod/mini';
import { loginSchema, signupConfirmSchema } from '../schemas/auth';
import { profileInputSchema } from '../schemas/profile';
import { userRoles } from '../vocabularies';
import { answers, creates, id, pathParams, type RouteContracts, timestamp } from './route-contract';

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
      trialEndsAt: z.nullable(z.iso.datetime()),
      /** The business's IANA time zone (settings): the schedule shows times on this clock. */
      timezone: z.string(),
    }),
  })
  .check(z.meta({ id: 'CurrentUser' }));
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
  .check(z.meta({ id: 'Profile' }));
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
  .check(z.meta({ id: 'Invitation' }));
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
  'POST /api/auth/logout': answers('End the session (harmless when signed out)', loggedOutSchema),
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
  'POST /api/auth/logout-everywhere': answers(
    'End every session of the signed-in user, this one included, and clear the cookie',
    okSchema,
  ),
  'GET /api/profile': answers("The signed-in user's own name, email and phone", profileSchema),
  'PATCH /api/profile': answers('Change your own name and phone', profileSchema, {
    request: { body: profileInputSchema },
  }),
} as const satisfies RouteContracts;
