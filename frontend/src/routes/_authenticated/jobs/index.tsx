// /jobs — the contractor's job list. The status and person filters are URL search parameters
// (`?status=scheduled&assignedTo=u_…`); the loader reads the first page of that list.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { jobsQueryOptions } from '#frontend/features/jobs/api/get-jobs';
import { JobListError } from '#frontend/features/jobs/components/job-list-error';
import { JobListPage } from '#frontend/features/jobs/components/job-list-page';
import { validateJobListSearch } from '#frontend/features/jobs/job-list-search';

export const Route = createFileRoute('/_authenticated/jobs/')({
  validateSearch: validateJobListSearch,
  loaderDeps: ({ search }) => ({ status: search.status, assignedTo: search.assignedTo }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(jobsQueryOptions(deps.status, deps.assignedTo)),
  pendingComponent: PageSpinner,
  errorComponent: JobListError,
  component: JobListPage,
});
