// The one request a public page drawn from data needs — a contractor's page, a texted quote — started as the
// page's HTML arrives (an async script of the route shells, scripts/prerender-public-pages.ts), beside the
// app's code instead of after it. On a phone's slow network the code takes a second or two; the answer, with
// any cold start of the Lambda behind it, is ready by the time the app asks. The app's API client takes the
// answer once, for the same path and language (`takeEarlyAnswer`, lib/api-client.ts), and asks the server
// itself in any other case (another language, a failed request, a later refetch). While the code is on its
// way it also loads the browser's locale data (`loadLocaleData`, below).

/** The page's address → its data's path: the same path the page's query key spells (lib/api-error.ts). */
const pageData: [page: RegExp, api: string][] = [
  [/^\/c\/([^/]+)$/, '/api/public/contractors/'],
  [/^\/customer\/quote\/([^/]+)\/view$/, '/api/customer/quotes/'],
];

/** The key's segment as the app's query key encodes it (a route's params are decoded); none if malformed. */
const encodedSegment = (segment: string): string | undefined => {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return undefined;
  }
};

/**
 * A browser's first use of `Intl` in a page loads ICU's locale data: 20–40 ms on a fast machine, four times
 * that on a mid-range phone, and it fell in the page's first render (formatting the quote's dates and
 * quantities). Made here, in a task of its own while the app's code downloads and the main thread has nothing
 * else to do, the data is loaded once the page formats: its own formats then cost a fraction of a
 * millisecond. The formats the two pages use: long dates, quantities with their plural, percentages, and
 * lists, in the page's locale (i18n/core.ts `localeOf`); dollars need none (`formatDollars`).
 */
const loadLocaleData = (lang: 'en' | 'es') => {
  const locale = lang === 'es' ? 'es-MX' : 'en-US';
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1.5);
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5);
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']);
};

const startEarlyRequest = () => {
  for (const [page, api] of pageData) {
    const segment = window.location.pathname.match(page)?.[1];
    const encoded = segment === undefined ? undefined : encodedSegment(segment);
    if (encoded === undefined) continue;
    const path = `${api}${encoded}`;
    // The root route's rule (routes/__root.tsx): Spanish for `lang=es`, else English.
    const lang = new URLSearchParams(window.location.search).get('lang') === 'es' ? 'es' : 'en';
    setTimeout(() => loadLocaleData(lang), 0);
    const answer = fetch(path, { headers: { 'x-picket-lang': lang }, credentials: 'same-origin' });
    // A failure is the client's to handle (it asks again): never an unhandled rejection here.
    answer.catch(() => undefined);
    window.picketEarlyRequest = { path, lang, answer };
    return;
  }
};

startEarlyRequest();

declare global {
  interface Window {
    /** The data request a route shell started before the app (early-page-data.ts); taken once by the API client. */
    picketEarlyRequest?: { path: string; lang: string; answer: Promise<Response> } | undefined;
  }
}

export {};
