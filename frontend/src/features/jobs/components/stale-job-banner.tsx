// Shown when a save is refused because someone else changed the job first (409 STALE_VERSION): the
// contractor reloads the latest job on purpose rather than losing their edits without a word.
import { useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';

export const StaleJobBanner = ({ onReload }: { onReload: () => Promise<unknown> }) => {
  const t = useT();
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => setReloading(false));
  };
  return (
    <div data-testid="job-stale">
      <AlertBanner title={t('jobs.stale.title')}>
        <p>{t('jobs.stale.detail')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={reload}
          disabled={reloading}
          data-testid="job-reload"
        >
          {reloading ? <Spinner className="size-4" /> : null}
          {t('jobs.stale.reload')}
        </Button>
      </AlertBanner>
    </div>
  );
};
