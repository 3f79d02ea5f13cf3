// The frame of an admin page: its tab title, heading and the line under it, then its sections; and a
// section's region that loads its own data and fails on its own (the rest of the page stays usable).
import type { ReactNode } from 'react';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

export const AdminPageFrame = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) => {
  useDocumentMeta(pageTitle(title));
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <PageHeading title={title} subtitle={subtitle} />
      </header>
      {children}
    </div>
  );
};

/** A region reading its data with `useSuspenseQuery`: "Loading…" meanwhile, the failure with a retry. */
export const AdminRegion = ({
  failedTitle,
  testId,
  children,
}: {
  failedTitle: string;
  testId?: string;
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <QueryBoundary
      pending={<LoadingStatus className="py-6 text-sm">{t('common.loading')}</LoadingStatus>}
      failure={({ error, retry }) => (
        <RegionLoadFailed title={failedTitle} error={error} retry={retry} testId={testId} />
      )}
    >
      {children}
    </QueryBoundary>
  );
};

/** Active or deactivated, as a pill (a business, a user). */
export const ActiveBadge = ({ active }: { active: boolean }) => {
  const t = useT();
  return (
    <StatusPill
      status={active ? 'active' : 'deactivated'}
      tone={active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}
      testId="admin-status"
    >
      {t(active ? 'teamPage.active' : 'teamPage.deactivatedStatus')}
    </StatusPill>
  );
};

/** A note where a list has nothing to show. */
export const EmptyNote = ({ children }: { children: ReactNode }) => (
  <p className="py-6 text-sm text-slate-600">{children}</p>
);
