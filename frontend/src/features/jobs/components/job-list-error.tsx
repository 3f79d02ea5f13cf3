// The job list route's error view: the page heading and filter stay, with why the list could not load
// and a retry that loads the route again.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageLoadError } from '#frontend/components/ui/page-load-error';
import { useT } from '#frontend/i18n/use-t';
import { JobListHeader } from './job-list-page';

export const JobListError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  return (
    <PageLoadError error={error} failedTitle={t('jobs.list.loadFailed')} testId="job-list-page">
      <JobListHeader />
    </PageLoadError>
  );
};
