// The way back from one job to the job list, on the job page and on its error view.
import { BackLink } from '#frontend/components/ui/back-link';
import { useT } from '#frontend/i18n/use-t';

export const JobBackLink = () => {
  const t = useT();
  return (
    <BackLink to="/jobs" testId="job-back">
      {t('jobs.back')}
    </BackLink>
  );
};
