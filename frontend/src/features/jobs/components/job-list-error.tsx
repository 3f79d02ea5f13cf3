// The job list route's error view: the page heading and filter stay, with why the list could not load
// and a retry that loads the route again.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { JobListHeader } from './job-list-page';

export const JobListError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  const router = useRouter();
  useDocumentMeta(pageTitle(t('nav.jobs')));
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-list-page">
      <JobListHeader />
      <AlertBanner title={t('jobs.list.loadFailed')}>
        <p>{t.localize(error instanceof Error ? error.message : String(error))}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void router.invalidate()}>
          {t('common.tryAgain')}
        </Button>
      </AlertBanner>
    </div>
  );
};
