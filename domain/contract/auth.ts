// The auth area's contract: who am I, sign in, sign out and sign up; each sign-in answers the current user.
import * as z from 'zod';
import { loginSchema, signupSchema } from '../schemas/auth';
import { userRoles } from '../vocabularies';
import { answers, creates, id, type RouteContracts } from './route-contract';

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
    }),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loggedOutSchema = z.strictObject({ ok: z.literal(true) });

export type { LoginInput, SignupInput } from '../schemas/auth';

export const authRoutes = {
  'GET /api/auth/me': answers('The signed-in user (401 when signed out)', currentUserSchema, {
    errors: [401],
  }),
  'POST /api/auth/login': answers('Sign in: a new session cookie', currentUserSchema, {
    request: { body: loginSchema },
    errors: [401, 429],
  }),
  'POST /api/auth/logout': answers('End the session (harmless when signed out)', loggedOutSchema),
  'POST /api/auth/signup': creates('Create a contractor account and sign it in', currentUserSchema, {
    request: { body: signupSchema },
    errors: [409],
  }),
} as const satisfies RouteContracts;
