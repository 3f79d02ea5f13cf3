// /jobs/$id — one job. The page itself shows "not found" and load failures.
import { createFileRoute } from '@tanstack/react-router';
import { jobQueryOptions } from '#frontend/features/jobs/api/get-job';
import { JobPage } from '#frontend/features/jobs/components/job-page';

export const Route = createFileRoute('/_authenticated/jobs/$id')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(jobQueryOptions(params.id)),
  component: function JobRoute() {
    const { id } = Route.useParams();
    return <JobPage id={id} />;
  },
});
