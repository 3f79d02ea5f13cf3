// Pathless layout guarding every contractor page: signed-out visitors are sent to /login, and a page whose
// `staticData.access` the member's role may not open shows the no-access view before anything loads.
import { createFileRoute } from '@tanstack/react-router';
import { AccessAwareRouteError } from './-components/no-access-page';
import { recheckSession, requireAccess, requireUser } from './-components/session-guards';
import { SignedInOutlet } from './-components/signed-in-outlet';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, search, matches, preload }) => {
    const user = await requireUser(context.queryClient, search);
    if (!preload) recheckSession(context.queryClient);
    requireAccess(
      user,
      matches.map((match) => match.staticData?.access),
    );
    return { user };
  },
  errorComponent: AccessAwareRouteError,
  component: SignedInOutlet,
});
