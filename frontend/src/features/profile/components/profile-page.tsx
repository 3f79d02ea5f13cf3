// /profile, for every role: your details, your password, and signing out on every device. The route's
// loader has the profile.
import { useSuspenseQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { SectionCard } from '#frontend/components/ui/section-card';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { profileQueryOptions } from '../api/get-profile';
import { useLogoutEverywhere } from '../api/profile';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';

const SignOutEverywhereCard = () => {
  const t = useT();
  const logout = useLogoutEverywhere();
  return (
    <SectionCard
      title={t('profilePage.devices')}
      description={t('profilePage.devicesDetail')}
      testId="profile-devices"
    >
      <Button
        variant="secondary"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        data-testid="logout-everywhere"
      >
        {logout.isPending ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
        {t('profilePage.logoutEverywhere')}
      </Button>
    </SectionCard>
  );
};

export const ProfilePage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.profile')));
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8" data-testid="profile-page">
      <header>
        <PageHeading title={t('nav.profile')} subtitle={t('profilePage.subtitle')} />
      </header>
      <ProfileDetailsForm profile={profile} />
      <PasswordForm />
      <SignOutEverywhereCard />
    </div>
  );
};
