// Where a signed-in user belongs (SPEC §2 post-login redirect and logo target): admins to /admin, crew to
// their jobs, owners who have not finished onboarding to /onboarding (reps and crew never set the business
// up), everyone else to /dashboard.
import type { CurrentUser } from '#frontend/lib/current-user';

export type HomePath = '/admin' | '/onboarding' | '/dashboard' | '/jobs';

export const homePathFor = (user: Pick<CurrentUser, 'isAdmin' | 'onboardingComplete' | 'role'>): HomePath => {
  if (user.isAdmin) return '/admin';
  if (user.role === 'crew') return '/jobs';
  if (user.role === 'owner' && !user.onboardingComplete) return '/onboarding';
  return '/dashboard';
};

/** SPEC §2: first and last name, else the name field, else 'User' (the caller passes it translated). */
export const fullNameOf = (
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'name'>,
  fallback: string,
): string => {
  const joined = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return joined || user.name?.trim() || fallback;
};
