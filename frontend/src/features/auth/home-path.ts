// Where a signed-in user belongs (SPEC §2 post-login redirect and logo target): admins to /admin,
// contractors who have not finished onboarding to /onboarding, everyone else to /dashboard.
import type { CurrentUser } from '#frontend/lib/current-user';

export type HomePath = '/admin' | '/onboarding' | '/dashboard';

export const homePathFor = (user: Pick<CurrentUser, 'isAdmin' | 'onboardingComplete'>): HomePath => {
  if (user.isAdmin) return '/admin';
  if (!user.onboardingComplete) return '/onboarding';
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
