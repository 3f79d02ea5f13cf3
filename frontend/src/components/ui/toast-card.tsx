// One toast, with its icon, text, dismiss button and sideways swipe (more than 50 px dismisses it, SPEC
// §9). Its own chunk: most visits never show a toast, so the public pages do not download it up front.
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { dismissToast, type Toast } from './toast-store';

const SWIPE_THRESHOLD_PX = 50;

export const ToastCard = ({ toast }: { toast: Toast }) => {
  const t = useCoreT();
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const endSwipe = () => {
    if (Math.abs(offset) > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    startX.current = null;
    setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <div
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
  );
};
