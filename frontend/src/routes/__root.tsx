// The root route: the `lang` search parameter (kept on every navigation), and the page frame chosen by
// the session: signed-in shell, signed-out top bar, or the bare customer-facing frame.
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import * as z from 'zod';
import { loadLanguage, parseLang } from '../i18n/language';
import type { RouterContext } from '../lib/router';
import { RootLayout } from './-components/root-layout';

const rootSearchSchema = z.object({
  lang: z.enum(['en', 'es']).optional().catch(undefined),
});

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  // Spanish pages render only once the Spanish dictionary has arrived (English is built in).
  beforeLoad: ({ search }) => loadLanguage(parseLang(search.lang)),
  search: { middlewares: [retainSearchParams(['lang'])] },
  component: () => (
    <RootLayout>
      <Outlet />
    </RootLayout>
  ),
});
