// The root route: the `lang` search parameter (kept on every navigation), and the page frame chosen by
// the session: signed-in shell, signed-out top bar, or the bare customer-facing frame.
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import { setApiLanguage } from '#frontend/lib/api-client';
import { refetchInNewLanguage } from '#frontend/lib/refetch-in-language';
import { type Lang, loadLanguage, parseLang } from '../i18n/core';
import type { RouterContext } from '../router';
import { RootLayout } from './-components/root-layout';

/** The language the cached answers were fetched in (undefined before the first page). */
let shownLanguage: Lang | undefined;

interface RootSearch {
  lang?: Lang | undefined;
}

// Checked by hand rather than with zod, which the public pages would otherwise load before they can be
// used: a `lang` other than en or es is dropped.
const validateRootSearch = (search: Record<string, unknown>): RootSearch =>
  'lang' in search ? { lang: search.lang === 'en' || search.lang === 'es' ? search.lang : undefined } : {};

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateRootSearch,
  // Spanish pages render only once the Spanish dictionary has arrived (the core English texts are built in).
  beforeLoad: async ({ search, context }) => {
    const lang = parseLang(search.lang);
    await loadLanguage(lang);
    setApiLanguage(lang);
    if (shownLanguage !== undefined && shownLanguage !== lang) refetchInNewLanguage(context.queryClient);
    shownLanguage = lang;
  },
  search: { middlewares: [retainSearchParams(['lang'])] },
  component: () => (
    <RootLayout>
      <Outlet />
    </RootLayout>
  ),
});
