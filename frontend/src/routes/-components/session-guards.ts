// Route guards on the current session (SPEC §2, §6). A failed session check (not a 401) is an error the
// route's error page shows, never a silent sign-out. Pages an owner alone (or only those who sell) may open
// name their level in `staticData.access`; another role gets the no-access view before any data loads.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { homePathFor } from '#frontend/features/auth/home-path';
import { mayOpen, NoAccessError, type PageAccess, strictestAccess } from '#frontend/lib/access';
import { type CurrentUser, currentUserQueryOptions } from '#frontend/lib/current-user';

type Search = { lang?: 'en' | 'es' | undefined };

const keepLang = (search: Search) => (search.lang ? { lang: search.lang } : {});

const sessionUser = (queryClient: QueryClient): Promise<CurrentUser | null> =>
  queryClient.ensureQueryData(currentUserQueryOptions());

/** How long a signed-in page trusts the session it last read before asking again, in the background. */
const SESSION_RECHECK_MS = 2_000;

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

/**
 * On each navigation inside the signed-in app, the session is read again without holding the page up: a
 * member deactivated (or given another role) meanwhile is then signed out (or shown their own navigation)
 * by the shell, as the server already treats their next request.
 */
export const recheckSession = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery({ ...currentUserQueryOptions(), staleTime: SESSION_RECHECK_MS });
};

/** The no-access view, before any loader runs, when the user's role may not open the strictest level. */
export const requireAccess = (
  user: Pick<CurrentUser, 'role'>,
  levels: ReadonlyArray<PageAccess | undefined>,
): void => {
  const needed = strictestAccess(levels);
  if (needed && !mayOpen(user.role, needed)) throw new NoAccessError(needed);
};

/** Login and sign-up: a signed-in user is sent where the post-login rules say. */
export const redirectSignedInUser = async (queryClient: QueryClient, search: Search): Promise<void> => {
  const user = await sessionUser(queryClient).catch(() => null);
  if (user) throw redirect({ to: homePathFor(user), search: keepLang(search) });
};
