// A contractor's public page, `/c/{slug}`, rendered with the page (functions/http/rendered-page.ts): drawn from
// the answer `GET /api/public/contractors/{slug}` gives anyone. An old address renders nothing: the app's router
// answers it with the current one, and the browser is sent there.
import { contractorPage as readContractorPage } from '#functions/core/portal/portal-page';
import { type RenderedPage, renderedPageHandler } from '#functions/http/rendered-page';

export const contractorPage: RenderedPage = {
  name: 'contractor-page',
  path: /^\/c\/([^/]+)$/,
  answer: async (_event, slug, lang) => ({
    path: `/api/public/contractors/${encodeURIComponent(slug)}`,
    lang,
    body: await readContractorPage(slug),
  }),
};

export const handler = renderedPageHandler(contractorPage);
