// /contractor-portal (owners): the public page — its address, whether it is published, what it says and
// shows (public-page-form.tsx), what it shows that is managed elsewhere (portal-summary.tsx) — how to share it
// (link, embed code, QR code: share-card.tsx), and the follow-up sequence (follow-ups-card.tsx). The page
// reads its settings itself and shows its own loading and failure; the follow-ups load and fail on their own.
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { useT } from '#frontend/i18n/use-t';
import { portalSettingsQueryOptions } from '../api/portal-page';
import { FollowUpsCard } from './follow-ups-card';
import { PortalPage } from './portal-list-frame';
import { PortalSummary } from './portal-summary';
import { PublicPageForm } from './public-page-form';
import { ShareCard } from './share-card';

const PortalSettingsView = () => {
  const t = useT();
  const { data } = useSuspenseQuery(portalSettingsQueryOptions());
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="contractor-portal-page">
      <header>
        <PageHeading title={t('feature.contractorPortal')} subtitle={t('portalPage.subtitle')} />
      </header>
      <PublicPageForm settings={data} />
      <ShareCard settings={data} />
      <PortalSummary settings={data} />
      <FollowUpsCard />
    </div>
  );
};

export const ContractorPortalPage = () => {
  const t = useT();
  return (
    <PortalPage
      title={t('feature.contractorPortal')}
      loadFailed={t('portalPage.loadFailed')}
      testId="contractor-portal"
    >
      <PortalSettingsView />
    </PortalPage>
  );
};
