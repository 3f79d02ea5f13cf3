// The signed-in shell's offline bar, under the header: "Offline — 2 quotes waiting to sync", "Syncing…",
// quotes Picket refused, or a synced quote whose total changed; Review opens the list. It also runs the
// offline layer for the signed-in user (lib/offline) and says what each sync did. It takes room of its own
// (a spacer in the page's flow), so it never covers the page.
import { CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { Button } from '#frontend/components/ui/button';
import { toast } from '#frontend/components/ui/toast-store';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import type { CurrentUser } from '#frontend/lib/current-user';
import { useOfflineLayer } from '#frontend/lib/offline/offline-layer';
import { offlineBarMessage, queueCounts } from '#frontend/lib/offline/offline-rules';
import { useOfflineSnapshot, useOnline } from '#frontend/lib/offline/offline-status';
import type { SyncResult } from '#frontend/lib/offline/sync-outbox';
import { OfflineQueueDialog } from './offline-queue-dialog';

/** A sync's toast: a total that changed comes first (nothing was texted), else how many synced. */
const announce = (t: TFunction, { synced, notices }: SyncResult) => {
  const changed = notices.find((notice) => notice.kind === 'pricesChanged');
  if (changed) {
    toast({
      title: t('offline.notice.pricesChanged', {
        now: formatDollars(changed.now ?? 0),
        was: formatDollars(changed.was ?? 0),
      }),
      description: t('offline.notice.pricesChangedDetail', { number: changed.quoteNumber }),
    });
    return;
  }
  toast({ title: synced === 1 ? t('offline.synced.one') : t('offline.synced.many', { count: synced }) });
};

export const OfflineBar = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const online = useOnline();
  const { queue, notices, syncing } = useOfflineSnapshot();
  const [open, setOpen] = useState(false);
  useOfflineLayer(user, (result) => announce(t, result));
  const message = offlineBarMessage({ online, syncing, ...queueCounts(queue), notices: notices.length });
  if (!message) return <OfflineQueueDialog open={open} onClose={() => setOpen(false)} userId={user.id} />;
  const Icon = online ? RefreshCw : CloudOff;
  return (
    <>
      <div aria-hidden="true" className="h-11 print:hidden" />
      <div
        role="status"
        aria-label={t('offline.bar.label')}
        className={`fixed inset-x-0 top-14 z-30 flex h-11 items-center justify-between gap-3 border-b px-4 text-sm md:top-16 md:left-60 print:hidden ${
          online ? 'border-sky-200 bg-sky-50 text-sky-900' : 'border-amber-300 bg-amber-50 text-amber-900'
        }`}
        data-testid="offline-bar"
      >
        <p className="flex min-w-0 items-center gap-2 font-medium">
          <Icon aria-hidden="true" className={`size-4 shrink-0 ${syncing ? 'animate-spin' : ''}`} />
          <span className="truncate" data-testid="offline-bar-text">
            {t(message.key, { count: message.count })}
          </span>
        </p>
        {queue.length > 0 || notices.length > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen(true)}
            data-testid="offline-bar-review"
          >
            {t('offline.bar.review')}
          </Button>
        ) : null}
      </div>
      <OfflineQueueDialog open={open} onClose={() => setOpen(false)} userId={user.id} />
    </>
  );
};
