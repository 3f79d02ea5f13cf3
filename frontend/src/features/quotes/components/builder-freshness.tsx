// Under the builder's breakdown: when the prices it uses were read from the server (they are kept on the
// device, so New Quote prices with no signal) and, offline, that Save keeps the quote on the device.
import { memo } from 'react';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useT } from '#frontend/i18n/use-t';
import { useOnline } from '#frontend/lib/offline/offline-status';

/** Memo: the breakdown above it redraws with every edit; this only when the prices are read again. */
export const PricesFreshness = memo(function PricesFreshness({
  updatedAt,
}: {
  updatedAt: number | undefined;
}) {
  const t = useT();
  const online = useOnline();
  return (
    <div className="mb-3 space-y-1 text-xs">
      {updatedAt ? (
        <p className="text-slate-600" data-testid="builder-prices-updated">
          <TimeAgo
            timestamp={new Date(updatedAt).toISOString()}
            format={(time) => t('offline.builder.pricesUpdated', { time })}
          />
        </p>
      ) : null}
      {online ? null : (
        <p className="font-medium text-amber-800" data-testid="builder-offline-hint">
          {t('offline.builder.offlineHint')}
        </p>
      )}
    </div>
  );
});
