// The contractor's jobs, newest first: a status filter (server side), one row per job with where its
// money stands, and "Load more" for the next page.
import { useState } from 'react';
import { type JobStatus, jobStatuses } from '#domain/job-status';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { SelectField } from '#frontend/features/quotes/components/form-controls';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { useJobs } from '../api/get-jobs';
import { JobRow } from './job-row';

export const JobListPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('jobs.list.title')));
  const [status, setStatus] = useState<JobStatus | undefined>(undefined);
  const jobs = useJobs(status);
  const loaded = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="job-list-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('jobs.list.title')}
        </h1>
        <SelectField
          className="w-full sm:w-56"
          label={t('jobs.list.status')}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as JobStatus | undefined)}
          data-testid="job-status-filter"
        >
          <option value="">{t('jobs.list.allStatuses')}</option>
          {jobStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`jobs.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </header>

      {jobs.isPending ? (
        <div role="status" className="flex items-center gap-2 py-8 text-slate-600">
          <Spinner className="size-5" />
          {t('common.loading')}
        </div>
      ) : jobs.isError ? (
        <AlertBanner title={t('jobs.list.loadFailed')}>
          <p>{t.localize(jobs.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void jobs.refetch()}>
            {t('error.retry')}
          </Button>
        </AlertBanner>
      ) : loaded.length === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
          data-testid="job-list-empty"
        >
          <p className="text-slate-700">{t(status ? 'jobs.list.noneWithStatus' : 'jobs.list.empty')}</p>
        </div>
      ) : (
        <>
          <ul
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
            data-testid="job-list"
          >
            {loaded.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </ul>
          {jobs.hasNextPage ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => void jobs.fetchNextPage()}
              disabled={jobs.isFetchingNextPage}
              data-testid="job-load-more"
            >
              {jobs.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {t('jobs.list.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
};
