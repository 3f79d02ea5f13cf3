// The customer's quote as a page rendered per request (page.ts): the build writes its HTML with these marks
// in place (scripts/prerender-public-pages.ts, beside the page renderer), and the page fills them with the
// quote's own HTML, title, address and the API answer the browser hydrates with. Shared by both sides, so the
// marks the build writes are the ones the page fills.

/** The files the build writes for the page, in the page renderer's folder. */
export const pageRendererFiles = {
  /** The renderer itself (frontend/src/prerender.tsx built for Node, every library inside). */
  renderer: 'prerender.mjs',
  /** The page's HTML with the marks, in each language (its modules differ: the Spanish texts). */
  template: (lang: 'en' | 'es') => `pages/customer-quote.${lang}.html`,
  /** The route shell a browser gets when the page cannot be rendered: the app draws it, as before. */
  shell: 'pages/customer-quote-shell.html',
  /** index.html: a browser with a session gets the app, as everywhere else. */
  app: 'pages/index.html',
} as const;

export const pageMarks = {
  html: '<!--picket-page-html-->',
  title: '__PICKET_PAGE_TITLE__',
  path: '__PICKET_PAGE_PATH__',
  answer: '<!--picket-page-answer-->',
} as const;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that stays data inside `<script type="application/json">`: no `<` can close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

export interface FilledPage {
  /** What goes inside #root: React's HTML of the page. */
  html: string;
  title: string;
  /** The page's path (#root's data-prerendered: hydration checks the router shows it). */
  path: string;
  /** The read the page was rendered with: the browser hydrates with the same answer. */
  answer: { path: string; lang: string; body: unknown };
}

export const fillPage = (template: string, page: FilledPage): string =>
  template
    .replace(pageMarks.title, () => escapeHtml(page.title))
    .replace(pageMarks.path, () => escapeHtml(page.path))
    .replace(pageMarks.html, () => page.html)
    .replace(
      pageMarks.answer,
      () => `<script type="application/json" id="picket-page-answer">${scriptSafeJson(page.answer)}</script>`,
    );
