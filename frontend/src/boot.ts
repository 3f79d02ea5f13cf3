// The one script a prerendered public page loads up front (scripts/prerender-public-pages.ts): once the page
// has painted, it fetches the app's modules — the entry and the chunks the page's route needs, a few per task —
// evaluates the largest libraries one task at a time (React, then the router and query libraries: together
// with the entry, in one task, they would hold a slow phone's main thread the longest), then runs the entry,
// which hydrates the page (main.tsx). Until the page shows, the phone spends its network and processor on it.
const root = document.getElementById('root');

// Taps and typing before the page is hydrated: the HTML's buttons and choices have no handlers yet, so a tap
// would be lost — worse, a choice would show ticked while the page's state is not. Until hydration the boot
// holds each tap on a control (the browser does nothing with it) and notes each field typed in; once React
// has the page, hydrate-prerendered.tsx calls window.picketReleaseEarlyInput, which gives them to it in order:
// the taps again, each typed field's text once. Links are left alone: they work without a script.
type EarlyInput = { kind: 'tap' | 'typed'; element: HTMLElement };
const earlyInput: EarlyInput[] = [];
const controls = 'button, input, select, textarea, label, summary, [role="button"]';

const holdTap = (event: MouseEvent) => {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;
  if (!control || !root?.contains(control) || control.closest('a[href]')) return;
  // A field takes focus and typing as it is; only what a tap would change waits.
  if (
    control instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'submit', 'button'].includes(control.type)
  )
    return;
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  earlyInput.push({ kind: 'tap', element: control });
};
/** Each field typed in, by its text when last typed: hydration may put back the HTML's value. */
const typedText = new Map<HTMLElement, string>();
const noteTyping = (event: Event) => {
  const field = event.target;
  if (
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
  )
    return;
  if (!root?.contains(field)) return;
  if (!typedText.has(field)) earlyInput.push({ kind: 'typed', element: field });
  typedText.set(field, field.value);
};
document.addEventListener('click', holdTap, true);
document.addEventListener('input', noteTyping, true);

/**
 * A field typed in before hydration holds text React has not seen, and hydration or the next render puts back
 * the state's value. React notices a change by comparing the field's value with the one it last set, so the
 * field is told its old value through React's own setter, given the typed text past it (the element's native
 * setter), and an input event: React's onChange gets the text as if typed now. The first event also makes
 * React hydrate the field's part of the page if it has not yet (a part behind a Suspense boundary hydrates
 * after the rest), which takes the field's value as the one React set: hence the second time.
 */
const replayTyping = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, text: string) => {
  const eventName = field instanceof HTMLSelectElement ? 'change' : 'input';
  const valueSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  for (let time = 0; time < 2; time += 1) {
    // A select's change reaches React whatever its value was.
    if (!(field instanceof HTMLSelectElement)) field.value = field.defaultValue;
    valueSetter?.call(field, text);
    field.dispatchEvent(new Event(eventName, { bubbles: true }));
  }
};

window.picketReleaseEarlyInput = async () => {
  document.removeEventListener('click', holdTap, true);
  document.removeEventListener('input', noteTyping, true);
  for (const { kind, element } of earlyInput.splice(0)) {
    if (!element.isConnected) continue;
    const text = typedText.get(element);
    if (kind === 'tap') element.click();
    else if (text !== undefined) replayTyping(element as HTMLInputElement, text);
    // React draws each change before the next one's handler runs, as it would between a person's taps: a
    // handler reads the state the change before it left.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

const urls = (list: string | undefined) => list?.split(' ').filter(Boolean) ?? [];
let started = false;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Preload links added per task. Each `modulepreload` costs the main thread a millisecond or more to start
 * (measured in Chromium: 22 at once took 8–31 ms, several times that on a phone), so all at once they were one
 * of the page's longest tasks; a few per task keep each short. The entry's libraries come first in the list.
 */
const preloadsPerTask = 4;

const preload = (hrefs: string[]) => {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
};

const start = async () => {
  const entry = root?.dataset.entry;
  if (started || !entry) return;
  started = true;
  const modules = urls(root?.dataset.modules);
  for (let first = 0; first < modules.length; first += preloadsPerTask) {
    if (first > 0) await nextTask();
    preload(modules.slice(first, first + preloadsPerTask));
  }
  // A library that fails to load here is loaded again, and reported, by the entry that imports it.
  for (const step of urls(root?.dataset.steps)) {
    await import(/* @vite-ignore */ step).catch(() => undefined);
    await nextTask();
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
};

// After the next frame is painted (a callback just before it, a task just after); a page opened in a
// background tab, which paints nothing, starts within a second anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);

declare global {
  interface Window {
    /** Set by the boot of a prerendered page; called once the page is hydrated (hydrate-prerendered.tsx). */
    picketReleaseEarlyInput?: () => Promise<void>;
  }
}

export {};
