// The frame both portal pages share: the page's title and its list once loaded (a spinner until then, or why
// it could not load, with a retry); heading, subtitle and the Add button (disabled once the list is full),
// then the list in a card with its count ("3 of 50"), or, while it is empty, what the list is for.
import { MessageSquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#frontend/components/ui/button';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { SectionCard } from '#frontend/components/ui/section-card';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

interface PortalListFrameProps {
  title: string;
  subtitle: string;
  addLabel: string;
  listTitle: string;
  emptyTitle: string;
  emptyDetail: string;
  count: number;
  max: number;
  onAdd: () => void;
  /** Names the page's test ids: `${testId}-page`, `${testId}-add`, `${testId}-count`, `${testId}-empty`. */
  testId: string;
  /** The list's items (<li>). */
  children: ReactNode;
}

export const PortalListFrame = ({
  title,
  subtitle,
  addLabel,
  listTitle,
  emptyTitle,
  emptyDetail,
  count,
  max,
  onAdd,
  testId,
  children,
}: PortalListFrameProps) => {
  const t = useT();
  const full = count >= max;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8" data-testid={`${testId}-page`}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading title={title} subtitle={subtitle} />
        </div>
        <Button className="w-full sm:w-auto" onClick={onAdd} disabled={full} data-testid={`${testId}-add`}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
        {full ? <p className="w-full text-sm text-slate-600 sm:text-right">{t('portal.listFull')}</p> : null}
      </header>
      <SectionCard
        title={listTitle}
        testId={`${testId}-list`}
        actions={
          <span className="text-sm whitespace-nowrap text-slate-600" data-testid={`${testId}-count`}>
            {t('portal.count', { count, max })}
          </span>
        }
      >
        {count === 0 ? (
          <div
            className="rounded-xl border border-dashed border-slate-300 p-5 text-center"
            data-testid={`${testId}-empty`}
          >
            <p className="font-medium text-slate-900">{emptyTitle}</p>
            <p className="mt-1 text-sm text-slate-600">{emptyDetail}</p>
          </div>
        ) : (
          <ol className="-my-4 divide-y divide-slate-100">{children}</ol>
        )}
      </SectionCard>
    </div>
  );
};

/** A portal page: titled, its list shown once loaded, or why it could not load (`${testId}-load-error`). */
export const PortalPage = ({
  title,
  loadFailed,
  testId,
  children,
}: {
  title: string;
  loadFailed: string;
  testId: string;
  children: ReactNode;
}) => {
  useDocumentMeta(pageTitle(title));
  return (
    <QueryBoundary
      pending={<PageSpinner />}
      failure={({ error, retry }) => (
        <div className="mx-auto max-w-3xl px-4 py-6">
          <RegionLoadFailed title={loadFailed} error={error} retry={retry} testId={`${testId}-load-error`} />
        </div>
      )}
    >
      {children}
    </QueryBoundary>
  );
};
