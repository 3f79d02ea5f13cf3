// /dashboard — the signed-in home of owners and reps; crew start from their jobs (a redirect, not the no-access
// page). The loader has the current user ready (the guard already read it). The page reads the dashboard's
// figures itself, in a region that loads and fails on its own (the greeting still shows): a loader's read
// would put its options in the app's entry, which the public quote page downloads too.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { DashboardPage } from '#frontend/features/dashboard/components/dashboard-page';
import { currentUserQueryOptions } from '#frontend/lib/current-user';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/dashboard')({
  beforeLoad: ({ context, search }) => {
    if (context.user.role === 'crew')
      throw redirect({ to: '/jobs', search: search.lang ? { lang: search.lang } : {}, replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: DashboardPage,
});
