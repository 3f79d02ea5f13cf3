// Where toasts appear: at the top on small screens, bottom right from `md` up, one at a time (SPEC §2,
// §9). The live region is always there for screen readers, a landmark of its own ("Notifications", as in
// the common toast libraries) so a toast is never content outside the page's landmarks; the toast itself
// (icons, swipe) loads with the first toast.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { currentToast, subscribeToToasts } from './toast-store';

const ToastCard = lazy(() => import('./toast-card').then((module) => ({ default: module.ToastCard })));

export const Toaster = () => {
  const t = useCoreT();
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  return (
    <section
      aria-label={t('notifications.title')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-3 md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:p-4"
    >
      {toast ? (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} />
        </Suspense>
      ) : null}
    </section>
  );
};
