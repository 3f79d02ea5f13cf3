// /onboarding — the contractor's business setup, for owners; signed-out visitors are sent to /signup first,
// reps and crew see the no-access view (before the owner-only read).
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '../components/ui/spinner';
import { onboardingQueryOptions } from '../features/onboarding/api/get-onboarding';
import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import { AuthPage } from './-components/auth-card';
import { AccessAwareRouteError } from './-components/no-access-page';
import { requireAccess, requireUser } from './-components/session-guards';

const OnboardingPage = () => {
  const { data: profile } = useSuspenseQuery(onboardingQueryOptions());
  return (
    <AuthPage tabTitle="onboarding.title" title="onboarding.title" subtitle="onboarding.subtitle" wide>
      <OnboardingForm initial={profile} />
    </AuthPage>
  );
};

export const Route = createFileRoute('/onboarding')({
  beforeLoad: async ({ context, search }) => {
    requireAccess(await requireUser(context.queryClient, search, '/signup'), ['owner']);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(onboardingQueryOptions()),
  pendingComponent: PageSpinner,
  errorComponent: AccessAwareRouteError,
  component: OnboardingPage,
});
