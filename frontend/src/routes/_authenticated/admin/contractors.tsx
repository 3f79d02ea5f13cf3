// /admin/contractors?q=… — the businesses found by the start of their name or an owner's email; the loader
// reads them, and a failure shows in the list's section (the page still opens).
import { createFileRoute } from '@tanstack/react-router';
import { validateAdminListSearch } from '#frontend/features/admin/admin-search';
import { adminContractorsQueryOptions } from '#frontend/features/admin/api/get-contractors';
import { AdminContractorsPage } from '#frontend/features/admin/components/admin-contractors-page';

export const Route = createFileRoute('/_authenticated/admin/contractors')({
  validateSearch: validateAdminListSearch,
  // Read on the way in only: a new search is the page's own (the last results stay while it loads).
  loader: ({ context, location }) =>
    context.queryClient
      .ensureQueryData(adminContractorsQueryOptions(validateAdminListSearch(location.search).q ?? ''))
      .catch(() => undefined),
  component: AdminContractorsPage,
});
