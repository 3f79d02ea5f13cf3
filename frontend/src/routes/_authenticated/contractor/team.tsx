// /contractor/team — the owners' Team page (features/team): people, roles, invitations. Reps and crew get
// the no-access view before the team loads (staticData.access).
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { teamPageQueryOptions } from '#frontend/features/team/api/get-team';
import { TeamPage } from '#frontend/features/team/components/team-page';
import { teamSettingsQueryOptions } from '#frontend/lib/team-settings';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/contractor/team')({
  staticData: { access: 'owner' },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(teamPageQueryOptions()),
      context.queryClient.ensureQueryData(teamSettingsQueryOptions()),
    ]),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: TeamPage,
});
