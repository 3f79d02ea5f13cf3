// The way back from one job to the job list, on the job page and on its error view.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';

export const JobBackLink = () => {
  const t = useT();
  return (
    <Link
      to="/jobs"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline"
      data-testid="job-back"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('jobs.back')}
    </Link>
  );
};
