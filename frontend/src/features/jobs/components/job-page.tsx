// One job (/jobs/$id): the header with status moves, then the money (payment schedule and payments), the
// Details form, progress notes and completion photos. A missing job and a failed load say so.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { displayJobNumber } from '#domain/job-number';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { type Job, useJob } from '../api/get-job';
import { CompletionPhotosCard } from './completion-photos-card';
import { JobDetailsForm } from './job-details-form';
import { JobHeader } from './job-header';
import { PaymentScheduleCard } from './payment-schedule-card';
import { PaymentsCard } from './payments-card';
import { ProgressNotesCard } from './progress-notes-card';

const BackLink = () => {
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

const JobView = ({ job, onReload }: { job: Job; onReload: () => Promise<Job | undefined> }) => (
  <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-page">
    <BackLink />
    <JobHeader job={job} />
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="min-w-0 space-y-5">
        <PaymentScheduleCard job={job} onReload={onReload} />
        <PaymentsCard job={job} />
        <ProgressNotesCard job={job} />
        <CompletionPhotosCard job={job} />
      </div>
      <div className="min-w-0">
        <JobDetailsForm job={job} onReload={onReload} />
      </div>
    </div>
  </div>
);

export const JobPage = ({ id }: { id: string }) => {
  const t = useT();
  const job = useJob(id);
  useDocumentMeta(
    pageTitle(job.data ? `#${displayJobNumber(job.data.jobNumber)} ${job.data.name}` : t('jobs.page.title')),
  );

  if (job.isPending) return <PageSpinner />;
  if (job.isError) {
    const notFound = job.error instanceof ApiError && job.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-error">
        <BackLink />
        <AlertBanner title={notFound ? t('jobs.page.notFound') : t('jobs.page.loadFailed')}>
          <p>{notFound ? t('jobs.page.notFoundDetail') : t.localize(job.error.message)}</p>
          {notFound ? null : (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void job.refetch()}>
              {t('error.retry')}
            </Button>
          )}
        </AlertBanner>
      </div>
    );
  }
  return <JobView job={job.data} onReload={() => job.refetch().then((result) => result.data)} />;
};
