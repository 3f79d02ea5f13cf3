// "A new version is ready — Reload": the signed-in shell registers the service worker (lib/offline/service-worker)
// and, when a deployment's new version has installed, offers to reload into it instead of swapping code under
// the user. It stays until they choose to; above the bottom bar on a phone, bottom left beside the sidebar on
// wider screens (toasts are bottom right).
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { reloadToNewVersion, startServiceWorker, useUpdateReady } from '#frontend/lib/offline/service-worker';

export const UpdatePrompt = () => {
  const t = useT();
  const updateReady = useUpdateReady();
  useEffect(() => startServiceWorker(), []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-3 md:right-auto md:bottom-4 md:left-64 md:px-0 print:hidden"
    >
      {updateReady ? (
        <div
          data-testid="update-prompt"
          className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <p className="min-w-0 flex-1 text-sm font-semibold text-slate-900">{t('appUpdate.ready')}</p>
          <Button size="sm" onClick={() => void reloadToNewVersion()} data-testid="update-reload">
            {t('appUpdate.reload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
