// /jobs/$id — one job. The loader reads the job; an unknown id or a failed read shows the job's error
// view (`job-error`).
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { jobQueryOptions } from '#frontend/features/jobs/api/get-job';
import { JobLoadError } from '#frontend/features/jobs/components/job-load-error';
import { JobPage } from '#frontend/features/jobs/components/job-page';

export const Route = createFileRoute('/_authenticated/jobs/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(jobQueryOptions(params.id)),
  pendingComponent: PageSpinner,
  errorComponent: JobLoadError,
  component: function JobRoute() {
    const { id } = Route.useParams();
    return <JobPage id={id} />;
  },
});
