// A modal dialog (role="dialog", aria-modal) centred on larger screens, or a bottom sheet. It moves focus
// inside on open, keeps Tab inside, closes on Escape or a backdrop press, and gives focus back on close. The
// backdrop is the overlay itself, not a control of its own: anything outside the dialog would stand outside the
// page's landmarks (and a pointer can already dismiss; keyboard users have Escape).
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '#frontend/i18n/use-t';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  placement?: 'center' | 'bottom';
  testId?: string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const Dialog = ({
  open,
  onClose,
  title,
  description,
  children,
  placement = 'center',
  testId,
}: DialogProps) => {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(focusableSelector);
    (first ?? panel)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusables = [...panel.querySelectorAll<HTMLElement>(focusableSelector)];
      const firstEl = focusables[0];
      const lastEl = focusables.at(-1);
      if (!firstEl || !lastEl) return;
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // A press that starts and ends on the overlay closes; one that starts in the dialog (selecting text in a
    // field) and ends outside it does not, although its click lands on the overlay.
    const overlay = overlayRef.current;
    let pressedOnOverlay = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnOverlay = event.target === overlay;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnOverlay && event.target === overlay) onCloseRef.current();
    };
    overlay?.addEventListener('pointerdown', onPointerDown);
    overlay?.addEventListener('click', onClick);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      overlay?.removeEventListener('pointerdown', onPointerDown);
      overlay?.removeEventListener('click', onClick);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;
  const isSheet = placement === 'bottom';
  return createPortal(
    <div
      ref={overlayRef}
      className={`fixed inset-0 z-50 flex bg-slate-900/50 ${isSheet ? 'items-end' : 'items-end sm:items-center sm:justify-center sm:p-4'}`}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={`relative z-10 max-h-[90vh] w-full overflow-y-auto bg-white p-5 shadow-xl focus:outline-none ${
          isSheet
            ? 'rounded-t-2xl pb-[max(1.25rem,env(safe-area-inset-bottom))]'
            : 'rounded-t-2xl sm:max-w-lg sm:rounded-2xl'
        }`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={t('common.close')}
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
};
