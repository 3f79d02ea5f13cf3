// /dashboard — the signed-in home. The loader has the current user ready (the guard already read it).
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { DashboardPage } from '#frontend/features/dashboard/components/dashboard-page';
import { currentUserQueryOptions } from '#frontend/lib/current-user';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: DashboardPage,
});
