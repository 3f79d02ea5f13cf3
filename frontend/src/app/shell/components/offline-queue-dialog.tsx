// The offline bar's list: what a sync left to look at (a new total, nothing texted; a text that failed),
// with a link to the quote, and the quotes kept on this device in the order they will sync — each with
// "Text quote after sync" (or not), and, when Picket refused one, its message with Try again or Discard.
import { Link } from '@tanstack/react-router';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useT } from '#frontend/i18n/use-t';
import { syncOfflineQueue } from '#frontend/lib/offline/offline-layer';
import type { QueuedQuote, SyncNotice } from '#frontend/lib/offline/offline-rules';
import { useOfflineSnapshot, useOnline } from '#frontend/lib/offline/offline-status';
import { discardQueued, dismissNotice, retryQueued, setTextAfterSync } from '#frontend/lib/offline/outbox';

const rowClass = 'rounded-xl border border-slate-200 p-3 text-sm';

const NoticeRow = ({
  notice,
  userId,
  onOpen,
}: {
  notice: SyncNotice;
  userId: string;
  onOpen: () => void;
}) => {
  const t = useT();
  const text =
    notice.kind === 'pricesChanged'
      ? t('offline.notice.pricesChanged', {
          now: formatDollars(notice.now ?? 0),
          was: formatDollars(notice.was ?? 0),
        })
      : t('offline.notice.textFailed', { number: notice.quoteNumber, message: notice.message ?? '' });
  return (
    <li className={`${rowClass} border-amber-300 bg-amber-50`} data-testid="offline-notice">
      <p className="font-medium text-slate-900">{text}</p>
      {notice.kind === 'pricesChanged' ? (
        <p className="mt-1 text-slate-700">
          {t('offline.notice.pricesChangedDetail', { number: notice.quoteNumber })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Link
          to="/contractor/quote/$id/view"
          params={{ id: notice.quoteId }}
          onClick={onOpen}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('offline.notice.open', { number: notice.quoteNumber })}
        </Link>
        <Button size="sm" variant="ghost" onClick={() => void dismissNotice(userId, notice.id)}>
          {t('common.dismiss')}
        </Button>
      </div>
    </li>
  );
};

const QueueRow = ({ entry, userId }: { entry: QueuedQuote; userId: string }) => {
  const t = useT();
  return (
    <li className={rowClass} data-testid="offline-queue-entry">
      <p className="font-semibold text-slate-900">{entry.customerName}</p>
      <p className="text-slate-600">
        <TimeAgo
          timestamp={new Date(entry.createdAt).toISOString()}
          format={(time) => t('offline.queue.savedAt', { time })}
        />
        {' · '}
        {t('offline.queue.localTotal', { total: formatDollars(entry.localTotal) })}
      </p>
      {entry.failure ? (
        <p className="mt-1 font-medium text-red-700" data-testid="offline-queue-failure">
          {t('offline.queue.failed', { message: entry.failure })}
        </p>
      ) : null}
      {entry.textKey ? <p className="mt-1 text-slate-700">{t('offline.queue.willText')}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {entry.failure ? (
          <Button size="sm" onClick={() => void retryQueued(userId, entry.id).then(() => syncOfflineQueue())}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void setTextAfterSync(userId, entry.id, entry.textKey === null)}
        >
          {entry.textKey ? t('offline.queue.dontText') : t('offline.textAfterSync')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void discardQueued(userId, entry.id)}>
          {t('settings.discard')}
        </Button>
      </div>
    </li>
  );
};

export const OfflineQueueDialog = ({
  open,
  onClose,
  userId,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
}) => {
  const t = useT();
  const online = useOnline();
  const { queue, notices, syncing } = useOfflineSnapshot();
  const waiting = queue.some((entry) => entry.failure === null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('offline.queue.title')}
      description={t('offline.queue.description')}
      testId="offline-queue"
    >
      <div className="space-y-4">
        {notices.length > 0 ? (
          <ul className="space-y-2">
            {notices.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} userId={userId} onOpen={onClose} />
            ))}
          </ul>
        ) : null}
        {queue.length > 0 ? (
          <ol className="space-y-2">
            {queue.map((entry) => (
              <QueueRow key={entry.id} entry={entry} userId={userId} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{t('offline.queue.empty')}</p>
        )}
        {online && waiting ? (
          <Button onClick={() => void syncOfflineQueue()} disabled={syncing} data-testid="offline-sync-now">
            {syncing ? t('offline.bar.syncing') : t('offline.queue.syncNow')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
};
