// What the builder shows once a new quote was kept on the device (no signal): for whom and at what total
// it waits to sync, "Text quote after sync", and a way to start another quote. The offline bar above every
// page counts what waits.
import { Link } from '@tanstack/react-router';
import { CloudOff, MessageSquareText } from 'lucide-react';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useT } from '#frontend/i18n/use-t';
import type { OfflineSave } from '../use-offline-save';

export const OfflineSavedPanel = ({
  offline,
  onNewQuote,
}: {
  offline: OfflineSave & { saved: NonNullable<OfflineSave['saved']> };
  onNewQuote: () => void;
}) => {
  const t = useT();
  const { saved } = offline;
  return (
    <section
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
      aria-labelledby="offline-saved-title"
      data-testid="offline-saved"
    >
      <h2 id="offline-saved-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CloudOff aria-hidden="true" className="size-5 text-amber-700" />
        {t('offline.saved.title')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t('offline.saved.detail', {
          customer: saved.customerName,
          total: formatDollars(saved.localTotal),
        })}
      </p>
      {saved.text ? (
        <p className="mt-3 text-sm font-medium text-slate-800" data-testid="offline-saved-will-text">
          {t('offline.saved.willText')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {saved.text ? null : (
          <Button onClick={() => void offline.textAfterSync()} data-testid="offline-text-after-sync">
            <MessageSquareText aria-hidden="true" className="size-4" />
            {t('offline.textAfterSync')}
          </Button>
        )}
        <Button variant="secondary" onClick={onNewQuote} data-testid="offline-new-quote">
          {t('offline.saved.newQuote')}
        </Button>
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          {t('nav.dashboard')}
        </Link>
      </div>
    </section>
  );
};
