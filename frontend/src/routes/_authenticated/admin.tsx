// /admin — administrators only; everyone else is sent to /dashboard.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { auditEventsQueryOptions } from '#frontend/features/admin/api/get-audit-events';
import { siteContentQueryOptions } from '#frontend/features/admin/api/get-site-content';
import { AdminPage } from '#frontend/features/admin/components/admin-page';

export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: ({ context, search }) => {
    if (!context.user.isAdmin)
      throw redirect({ to: '/dashboard', search: search.lang ? { lang: search.lang } : {} });
  },
  loader: ({ context }) => {
    // Security events load alongside; the page shows them when they arrive.
    void context.queryClient.prefetchQuery(auditEventsQueryOptions());
    return context.queryClient.ensureQueryData(siteContentQueryOptions());
  },
  component: AdminPage,
});
