// /admin — the admin area's overview: the site content loads before the page shows; the open alerts load
// with it but fail on their own (their section says so), and the platform figures load in their section.
import { createFileRoute } from '@tanstack/react-router';
import { alertsQueryOptions } from '#frontend/features/admin/api/get-security';
import { siteContentQueryOptions } from '#frontend/features/admin/api/get-site-content';
import { AdminOverviewPage } from '#frontend/features/admin/components/admin-overview-page';

export const Route = createFileRoute('/_authenticated/admin/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(siteContentQueryOptions()),
      context.queryClient.ensureQueryData(alertsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: AdminOverviewPage,
});
