// Whether a part of a page further down will be needed soon, so that its code loads then and not while the page
// starts (where, on a phone, evaluating it delays everything else): when it is in or near the viewport (at once
// if it is there as the page opens); at the visitor's first scroll, tap, key or focused control anywhere (a
// reader on a phone scrolls to reach it, which gives its code the time it takes them; a keyboard or
// screen-reader user may head for it without scrolling); and in any case after `fallbackMs`. Once true, it
// stays true.
import { type RefObject, useEffect, useRef, useState } from 'react';

const firstInputs = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const;

export interface NeededSoonOptions {
  /** How far outside the viewport counts as near (IntersectionObserver's rootMargin): a quarter screen. */
  margin?: string;
  /** When it is needed whatever the visitor does. */
  fallbackMs?: number;
}

export const useNeededSoon = <E extends Element>({
  margin = '25% 0px',
  fallbackMs = 15_000,
}: NeededSoonOptions = {}): [RefObject<E | null>, boolean] => {
  const ref = useRef<E>(null);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return need();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) need();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    for (const type of firstInputs) window.addEventListener(type, need, { capture: true, passive: true });
    const timer = window.setTimeout(need, fallbackMs);
    return () => {
      observer.disconnect();
      for (const type of firstInputs) window.removeEventListener(type, need, { capture: true });
      window.clearTimeout(timer);
    };
  }, [needed, margin, fallbackMs]);
  return [ref, needed];
};
