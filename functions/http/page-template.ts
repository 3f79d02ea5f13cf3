// The public pages drawn from data, rendered per request (rendered-page.ts: a texted quote, a contractor's
// page): the build writes each one's HTML with these marks in place (scripts/prerender-public-pages.ts, beside
// the page renderer), and the page's Lambda fills them with the page's own HTML, title, address and the API
// answer the browser hydrates with. Shared by both sides, so the marks the build writes are the ones filled.
// Nothing here reaches the store: the build imports it too.

/** The pages rendered per request, by the name of their route shell (infra/constructs/spa-rewrite.ts). */
export type RenderedPageName = 'customer-quote' | 'contractor-page';

/** The files the build writes for the pages, in the page renderer's folder. */
export const pageRendererFiles = {
  /** The renderer itself (frontend/src/prerender.tsx built for Node, every library inside). */
  renderer: 'prerender.mjs',
  /** A page's HTML with the marks, in each language (its modules differ: the Spanish texts). */
  template: (page: RenderedPageName, lang: 'en' | 'es') => `pages/${page}.${lang}.html`,
  /** The route shell a browser gets when a page cannot be rendered: the app draws it, as before. */
  shell: (page: RenderedPageName) => `pages/${page}-shell.html`,
  /** index.html: a browser with a session gets the app, as everywhere else. */
  app: 'pages/index.html',
} as const;

/** Where a page Lambda carries the renderer: this folder of its bundle (infra/constructs/area-function.ts). */
export const bundledRenderer = { folder: 'page-renderer', path: '/var/task/page-renderer' } as const;

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
  /** The page's own description, when it sets one (else the shell's stays). */
  description?: string | undefined;
  /** The page's path (#root's data-prerendered: hydration checks the router shows it). */
  path: string;
  /** The read the page was rendered with: the browser hydrates with the same answer. */
  answer: { path: string; lang: string; body: unknown };
}

/** The description the build wrote (the shell's): a page that sets its own replaces it. */
const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

export const fillPage = (template: string, page: FilledPage): string =>
  template
    .replace(descriptionTag, (shells) =>
      page.description ? `<meta name="description" content="${escapeHtml(page.description)}" />` : shells,
    )
    .replace(pageMarks.title, () => escapeHtml(page.title))
    .replace(pageMarks.path, () => escapeHtml(page.path))
    .replace(pageMarks.html, () => page.html)
    .replace(
      pageMarks.answer,
      () => `<script type="application/json" id="picket-page-answer">${scriptSafeJson(page.answer)}</script>`,
    );
