// /profile — the signed-in person's own details, password and sessions, for every role (features/profile).
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { profileQueryOptions } from '#frontend/features/profile/api/get-profile';
import { ProfilePage } from '#frontend/features/profile/components/profile-page';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: ProfilePage,
});
