// /admin — administrators only; everyone else is sent to /dashboard. The site content, the security
// events and the lead routing rules load before the page shows; the events and the rules fail on their own
// (their sections say so), the page still opens.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { auditEventsQueryOptions } from '#frontend/features/admin/api/get-audit-events';
import { leadRulesQueryOptions } from '#frontend/features/admin/api/get-lead-rules';
import { siteContentQueryOptions } from '#frontend/features/admin/api/get-site-content';
import { AdminPage } from '#frontend/features/admin/components/admin-page';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: ({ context, search }) => {
    if (!context.user.isAdmin)
      throw redirect({ to: '/dashboard', search: search.lang ? { lang: search.lang } : {} });
  },
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(siteContentQueryOptions()),
      context.queryClient.ensureQueryData(auditEventsQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(leadRulesQueryOptions()).catch(() => undefined),
    ]);
  },
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: AdminPage,
});
