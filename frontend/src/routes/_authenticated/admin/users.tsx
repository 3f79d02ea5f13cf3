// /admin/users?q=… — people found by the start of their email; the loader reads them, and a failure shows
// in the list's section (the page still opens).
import { createFileRoute } from '@tanstack/react-router';
import { validateAdminListSearch } from '#frontend/features/admin/admin-search';
import { adminUsersQueryOptions } from '#frontend/features/admin/api/get-users';
import { AdminUsersPage } from '#frontend/features/admin/components/admin-users-page';

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: validateAdminListSearch,
  // Read on the way in only: a new search is the page's own (the last results stay while it loads).
  loader: ({ context, location }) =>
    context.queryClient
      .ensureQueryData(adminUsersQueryOptions(validateAdminListSearch(location.search).q ?? ''))
      .catch(() => undefined),
  component: AdminUsersPage,
});
