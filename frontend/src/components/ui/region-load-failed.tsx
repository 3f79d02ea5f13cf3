// Why a region of a page (one that loads its own data inside a `QueryBoundary`) could not load, with a
// retry when the region offers one; the rest of the page stays usable.
import { useT } from '#frontend/i18n/use-t';
import { AlertBanner } from './alert-banner';
import { Button } from './button';

interface RegionLoadFailedProps {
  title: string;
  error: unknown;
  /** Fetches again; without it the banner stands alone. */
  retry?: () => void;
  testId?: string;
}

export const RegionLoadFailed = ({ title, error, retry, testId }: RegionLoadFailedProps) => {
  const t = useT();
  return (
    <div className="space-y-3" data-testid={testId}>
      <AlertBanner title={title}>
        {t.localize(error instanceof Error ? error.message : String(error))}
      </AlertBanner>
      {retry ? (
        <Button variant="secondary" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
};
