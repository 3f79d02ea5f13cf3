// The auth area's contract: who am I, sign in, sign out and sign up; each sign-in answers the current user.
import * as z from 'zod';
import { loginSchema, signupConfirmSchema } from '../schemas/auth';
import { signupFormSchema } from '../schemas/signup-form';
import { userRoles } from '../vocabularies';
import { accepts, answers, creates, id, type RouteContracts } from './route-contract';

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

export type { LoginInput } from '../schemas/auth';
export type { SignupInput } from '../schemas/signup';

export const authRoutes = {
  'GET /api/auth/me': answers('The signed-in user (401 when signed out)', currentUserSchema, {
    errors: [401],
  }),
  'POST /api/auth/login': answers('Sign in: a new session cookie', currentUserSchema, {
    request: { body: loginSchema },
    errors: [401, 429],
  }),
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
} as const satisfies RouteContracts;
