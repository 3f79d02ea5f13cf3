// One job (/jobs/$id). The office's view (owners, reps): the header with status moves, then the money
// (payment schedule and payments), the Details form, progress notes and completion photos. A crew member's
// view (`view: 'crew'`, no money): the header with their status moves, the visit's details read-only,
// progress notes and completion photos. The route's loader has the job; a missing job and a failed load
// are the route's error view (job-load-error.tsx).
import { useSuspenseQuery } from '@tanstack/react-query';
import { displayJobNumber } from '#domain/job-number';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { type CrewJob, type Job, jobQueryOptions } from '../api/get-job';
import { CompletionPhotosCard } from './completion-photos-card';
import { CrewVisitCard } from './crew-visit-card';
import { JobBackLink } from './job-back-link';
import { JobDetailsForm } from './job-details-form';
import { JobHeader } from './job-header';
import { PaymentScheduleCard } from './payment-schedule-card';
import { PaymentsCard } from './payments-card';
import { ProgressNotesCard } from './progress-notes-card';

const OfficeJobView = ({ job, onReload }: { job: Job; onReload: () => Promise<Job | undefined> }) => (
  <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-page">
    <JobBackLink />
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

const CrewJobView = ({ job }: { job: CrewJob }) => (
  <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-page" data-view="crew">
    <JobBackLink />
    <JobHeader job={job} />
    <CrewVisitCard job={job} />
    <ProgressNotesCard job={job} />
    <CompletionPhotosCard job={job} />
  </div>
);

export const JobPage = ({ id }: { id: string }) => {
  const job = useSuspenseQuery(jobQueryOptions(id));
  useDocumentMeta(pageTitle(`#${displayJobNumber(job.data.jobNumber)} ${job.data.name}`));
  if (job.data.view === 'crew') return <CrewJobView job={job.data} />;
  // The office's editors reload the office's view of the job.
  const reload = () => job.refetch().then(({ data }) => (data?.view === 'office' ? data : undefined));
  return <OfficeJobView job={job.data} onReload={reload} />;
};
