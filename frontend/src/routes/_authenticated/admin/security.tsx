// /admin/security?type=…&q=… — the alerts, the security log (filtered by event type and text) and the
// refused requests; all three load before the page shows, fail on their own and are read every minute.
import { createFileRoute } from '@tanstack/react-router';
import { knownAuditType } from '#frontend/features/admin/admin-display';
import { validateSecuritySearch } from '#frontend/features/admin/admin-search';
import {
  alertsQueryOptions,
  auditEventsQueryOptions,
  rateLimitEventsQueryOptions,
} from '#frontend/features/admin/api/get-security';
import { AdminSecurityPage } from '#frontend/features/admin/components/admin-security-page';

export const Route = createFileRoute('/_authenticated/admin/security')({
  validateSearch: validateSecuritySearch,
  // Read on the way in only: a new filter is the page's own (the last results stay while it loads).
  loader: async ({ context, location }) => {
    const { queryClient } = context;
    const { type, q = '' } = validateSecuritySearch(location.search);
    const filter = { type: knownAuditType(type), q };
    await Promise.all([
      queryClient.ensureQueryData(alertsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(auditEventsQueryOptions(filter)).catch(() => undefined),
      queryClient.ensureQueryData(rateLimitEventsQueryOptions()).catch(() => undefined),
    ]);
  },
  component: AdminSecurityPage,
});
