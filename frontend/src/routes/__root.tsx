// The root route: the `lang` search parameter (kept on every navigation), and the page frame chosen by
// the session: signed-in shell, signed-out top bar, or the bare customer-facing frame.
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import { type Lang, loadLanguage, parseLang } from '../i18n/core';
import type { RouterContext } from '../router';
import { RootLayout } from './-components/root-layout';

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
  beforeLoad: ({ search }) => loadLanguage(parseLang(search.lang)),
  search: { middlewares: [retainSearchParams(['lang'])] },
  component: () => (
    <RootLayout>
      <Outlet />
    </RootLayout>
  ),
});
