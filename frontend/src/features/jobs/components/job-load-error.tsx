// The job route's error view: "Job not found" for an unknown id (the API's 404), otherwise the load
// failure with a retry that loads the route again.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageLoadError } from '#frontend/components/ui/page-load-error';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { JobBackLink } from './job-back-link';

export const JobLoadError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  useDocumentMeta(pageTitle(t('jobs.page.title')));
  const notFound = { title: t('job.notFound'), detail: t('jobs.page.notFoundDetail') };
  return (
    <PageLoadError
      error={error}
      failedTitle={t('jobs.page.loadFailed')}
      notFound={notFound}
      testId="job-error"
    >
      <JobBackLink />
    </PageLoadError>
  );
};
