// Shown when a save is refused because someone else changed the job first (409 STALE_VERSION): the
// contractor reloads the latest job on purpose rather than losing their edits without a word.
import { useState } from 'react';
import { ActionBanner } from '#frontend/components/ui/action-banner';
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
      <ActionBanner
        title={t('jobs.stale.title')}
        action={{ label: t('jobs.stale.reload'), onClick: reload, busy: reloading, testId: 'job-reload' }}
      >
        <p>{t('jobs.stale.detail')}</p>
      </ActionBanner>
    </div>
  );
};
