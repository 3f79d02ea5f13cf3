// /admin/leads — the leads nobody took and the lead routing rules; both load before the page shows and
// fail on their own (their sections say so).
import { createFileRoute } from '@tanstack/react-router';
import { leadRulesQueryOptions } from '#frontend/features/admin/api/get-lead-rules';
import { unroutedLeadsQueryOptions } from '#frontend/features/admin/api/get-leads';
import { AdminLeadsPage } from '#frontend/features/admin/components/admin-leads-page';

export const Route = createFileRoute('/_authenticated/admin/leads')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(unroutedLeadsQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(leadRulesQueryOptions()).catch(() => undefined),
    ]);
  },
  component: AdminLeadsPage,
});
