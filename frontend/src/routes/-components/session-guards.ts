// Route guards on the current session (SPEC §2, §6). A failed session check (not a 401) is an error the
// route's error page shows, never a silent sign-out.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { homePathFor } from '#frontend/features/auth/home-path';
import { type CurrentUser, currentUserQueryOptions } from '#frontend/lib/current-user';

type Search = { lang?: 'en' | 'es' | undefined };

const keepLang = (search: Search) => (search.lang ? { lang: search.lang } : {});

const sessionUser = (queryClient: QueryClient): Promise<CurrentUser | null> =>
  queryClient.ensureQueryData(currentUserQueryOptions());

/** Signed-in pages: signed-out visitors go to `signedOutTo` (SPEC: /login; /signup for onboarding). */
export const requireUser = async (
  queryClient: QueryClient,
  search: Search,
  signedOutTo: '/login' | '/signup' = '/login',
): Promise<CurrentUser> => {
  const user = await sessionUser(queryClient);
  if (!user) throw redirect({ to: signedOutTo, search: keepLang(search) });
  return user;
};

/** Login and sign-up: a signed-in user is sent where the post-login rules say. */
export const redirectSignedInUser = async (queryClient: QueryClient, search: Search): Promise<void> => {
  const user = await sessionUser(queryClient).catch(() => null);
  if (user) throw redirect({ to: homePathFor(user), search: keepLang(search) });
};
