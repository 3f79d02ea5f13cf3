// The signed-in pages' outlet: when the session ends under an open page (the member was deactivated, or
// signed out on another device), the next read of the current user finds nobody and this sends them to
// /login, as opening any signed-in page would.
import { Navigate, Outlet, useSearch } from '@tanstack/react-router';
import { useCurrentUser } from '#frontend/lib/current-user';

export const SignedInOutlet = () => {
  const user = useCurrentUser();
  const lang = useSearch({ strict: false, select: (search) => search.lang });
  if (user.data === null) return <Navigate to="/login" search={lang ? { lang } : {}} replace />;
  return <Outlet />;
};
