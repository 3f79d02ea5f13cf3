// /jobs — the contractor's job list (the first page starts loading with the route).
import { createFileRoute } from '@tanstack/react-router';
import { jobsQueryOptions } from '#frontend/features/jobs/api/get-jobs';
import { JobListPage } from '#frontend/features/jobs/components/job-list-page';

export const Route = createFileRoute('/_authenticated/jobs/')({
  loader: ({ context }) => context.queryClient.prefetchInfiniteQuery(jobsQueryOptions(undefined)),
  component: JobListPage,
});
