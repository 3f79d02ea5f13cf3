// Shows the current toast: at the top on small screens, bottom right from `md` up. A sideways swipe
// of more than 50 px dismisses it (SPEC §9 swipe threshold).
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useCoreT } from '../../i18n/use-core-t';
import { currentToast, dismissToast, subscribeToToasts } from './toast-store';

const SWIPE_THRESHOLD_PX = 50;

export const Toaster = () => {
  const t = useCoreT();
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const endSwipe = () => {
    if (toast && Math.abs(offset) > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    startX.current = null;
    setOffset(0);
  };

  const destructive = toast?.variant === 'destructive';
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-3 md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:p-4"
    >
      {toast ? (
        <div
          key={toast.id}
          role={destructive ? 'alert' : 'status'}
          data-testid="toast"
          onPointerDown={(event) => {
            startX.current = event.clientX;
          }}
          onPointerMove={(event) => {
            if (startX.current !== null) setOffset(event.clientX - startX.current);
          }}
          onPointerUp={endSwipe}
          onPointerCancel={endSwipe}
          style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
          className={`pointer-events-auto flex w-full max-w-sm touch-pan-y gap-3 rounded-xl border p-4 shadow-lg ${
            destructive ? 'border-red-300 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          {destructive ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? (
              <p className={`mt-0.5 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>
                {toast.description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('common.dismiss')}
            className={`-m-1 self-start rounded-md p-1 ${destructive ? 'hover:bg-red-700' : 'text-slate-500 hover:bg-slate-100'}`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
};
