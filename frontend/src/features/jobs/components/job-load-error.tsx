// The job route's error view: "Job not found" for an unknown id (the API's 404), otherwise the load
// failure with a retry that loads the route again.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { JobBackLink } from './job-back-link';

export const JobLoadError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  const router = useRouter();
  useDocumentMeta(pageTitle(t('jobs.page.title')));
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-error">
      <JobBackLink />
      <AlertBanner title={notFound ? t('job.notFound') : t('jobs.page.loadFailed')}>
        <p>
          {notFound
            ? t('jobs.page.notFoundDetail')
            : t.localize(error instanceof Error ? error.message : String(error))}
        </p>
        {notFound ? null : (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void router.invalidate()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </AlertBanner>
    </div>
  );
};
