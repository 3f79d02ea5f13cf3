// The contractor's jobs (a crew member's own), newest first: a status filter (server side, kept in the URL
// as `?status=`), one row per job with where its money stands (none for crew), and "Load more" for the next
// page. The route's loader has the first page; a failed load is the route's error view (job-list-error.tsx).

import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { jobStatuses } from '#domain/job-status';
import { SelectField } from '#frontend/components/fields/select-field';
import { LastUpdatedNote } from '#frontend/components/ui/last-updated-note';
import { LoadMoreButton } from '#frontend/components/ui/load-more-button';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { assignableMembers, useTeam } from '#frontend/lib/team';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { jobsQueryOptions } from '../api/get-jobs';
import { statusParamOf } from '../job-list-search';
import { JobRow } from './job-row';

const jobListRoute = getRouteApi('/_authenticated/jobs/');

/**
 * The page's heading (and the document title) and the status filter: changing it changes the URL, which
 * loads that list. The load-failure view shows it too.
 */
export const JobListHeader = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.jobs')));
  const { status, assignedTo } = jobListRoute.useSearch();
  const navigate = jobListRoute.useNavigate();
  const user = useCurrentUser().data;
  const team = useTeam();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <PageHeading title={t('nav.jobs')} />
      <div className="flex w-full flex-wrap gap-3 sm:w-auto">
        {user && user.role !== 'crew' ? (
          <SelectField
            className="w-full sm:w-56"
            label={t('jobs.list.whose')}
            value={assignedTo ?? ''}
            options={[
              { value: '', label: t('jobs.list.everyones') },
              { value: user.id, label: t('jobs.list.mine') },
              ...assignableMembers(team.data?.members ?? [], assignedTo)
                .filter((member) => member.id !== user.id)
                .map((member) => ({ value: member.id, label: member.name })),
            ]}
            onValueChange={(choice) =>
              void navigate({ search: (prev) => ({ ...prev, assignedTo: choice || undefined }) })
            }
            data-testid="job-person-filter"
          />
        ) : null}
        <SelectField
          className="w-full sm:w-56"
          label={t('form.status')}
          value={status ?? ''}
          options={[
            { value: '', label: t('form.allStatuses') },
            ...jobStatuses.map((value) => ({ value, label: t(`jobStatus.${value}`) })),
          ]}
          onValueChange={(choice) =>
            void navigate({ search: (prev) => ({ ...prev, status: statusParamOf(choice) }) })
          }
          data-testid="job-status-filter"
        />
      </div>
    </header>
  );
};

const JobList = () => {
  const t = useT();
  const { status, assignedTo } = jobListRoute.useSearch();
  const jobs = useSuspenseInfiniteQuery(jobsQueryOptions(status, assignedTo));
  const crew = useCurrentUser().data?.role === 'crew';
  const loaded = jobs.data.pages.flatMap((page) => page.jobs);
  // Offline, the list is the one kept on this device: it says when it was read.
  const lastUpdated = <LastUpdatedNote updatedAt={jobs.dataUpdatedAt} />;
  if (loaded.length === 0) {
    const empty = crew ? 'crewJob.listEmpty' : 'jobs.list.empty';
    return (
      <>
        {lastUpdated}
        <div
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
          data-testid="job-list-empty"
        >
          <p className="text-slate-700">{t(status ? 'jobs.list.noneWithStatus' : empty)}</p>
        </div>
      </>
    );
  }
  return (
    <>
      {lastUpdated}
      <ul
        className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
        data-testid="job-list"
      >
        {loaded.map((job) => (
          <JobRow key={job.id} job={job} />
        ))}
      </ul>
      {jobs.hasNextPage ? <LoadMoreButton pages={jobs} className="w-full" testId="job-load-more" /> : null}
    </>
  );
};

export const JobListPage = () => (
  <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-list-page">
    <JobListHeader />
    <JobList />
  </div>
);
