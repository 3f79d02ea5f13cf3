// "Load more" under a list read a page at a time: it fetches the next page, and is disabled with a
// spinner while that page loads. The list shows it only while there is a next page.
import { useT } from '#frontend/i18n/use-t';
import { Button } from './button';
import { Spinner } from './spinner';

interface NextPages {
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
}

export const LoadMoreButton = ({
  pages,
  className,
  testId,
}: {
  /** The list's infinite query. */
  pages: NextPages;
  className?: string;
  testId?: string;
}) => {
  const t = useT();
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
      data-testid={testId}
    >
      {pages.isFetchingNextPage ? <Spinner className="size-4" /> : null}
      {t('form.loadMore')}
    </Button>
  );
};
