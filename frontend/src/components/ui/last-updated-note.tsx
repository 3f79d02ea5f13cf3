// "Offline — last updated 2 hours ago" over what a page shows with no signal: the answer it has is the one
// kept on this device (lib/offline), read from the server at `updatedAt`. Nothing shows while online.
import { CloudOff } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { useOnline } from '#frontend/lib/offline/offline-status';
import { TimeAgo } from './time-ago';

export const LastUpdatedNote = ({ updatedAt, className = '' }: { updatedAt: number; className?: string }) => {
  const t = useT();
  const online = useOnline();
  if (online || !updatedAt) return null;
  return (
    <p
      className={`flex items-center gap-2 text-sm font-medium text-amber-800 ${className}`}
      data-testid="last-updated"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <TimeAgo
        timestamp={new Date(updatedAt).toISOString()}
        format={(time) => t('offline.lastUpdated', { time })}
      />
    </p>
  );
};
