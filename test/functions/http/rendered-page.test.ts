// The pages drawn from data, rendered with it (functions/http/rendered-page.ts: a texted quote's page,
// functions/api/sharing/page.ts, and a contractor's, functions/api/portal/page.ts) on DynamoDB Local, with a
// stand-in renderer that says what it was given: the record goes to the renderer as the API's answer, the page
// is filled in, and every case it cannot render gets the route shell the app draws itself.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorPage } from '#functions/api/portal/page';
import { customerQuotePage } from '#functions/api/sharing/page';
import { sharedReadLimit } from '#functions/api/sharing/read-limits';
import { consumeRateLimit, windowOf } from '#functions/core/rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '#functions/http/client-ip';
import { sessionCookieName } from '#functions/http/cookies';
import { pageMarks, pageRendererFiles } from '#functions/http/page-template';
import { answerRenderedPage, type RenderedPage } from '#functions/http/rendered-page';
import { countedRequest, installDynamoCallCounter } from '#test/support/dynamo-calls';
import {
  createContractor,
  createContractorWithQuote,
  fenceInput,
  freshZip,
  onboardingInput,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp } from '#test/support/test-server';

const server = runTestServer();
const counter = installDynamoCallCounter();
afterAll(() => counter.restore());

/** docs/api.md "DynamoDB calls per request": a page makes the calls of the read it shows. */
const callBounds = { 'customer-quote': 4, 'contractor-page': 5 };

interface Render {
  url: string;
  answers: { path: string; lang: string; body: Record<string, unknown> }[];
}

/** The stand-in renderer's calls (it runs in this process: the handler imports it). */
const renders = (): Render[] => (globalThis as unknown as { pageRenders?: Render[] }).pageRenders ?? [];

const standInRenderer = `
export const prerenderPage = async (url, answers) => {
  globalThis.pageRenders = [...(globalThis.pageRenders ?? []), { url, answers }];
  if (answers[0].path.startsWith('/api/public/contractors/')) {
    const page = answers[0].body;
    // As the page's loader does: an old address is sent to the current one.
    if (url.split('?')[0] !== '/c/' + page.slug) return { html: '', lang: 'en', location: '/c/' + page.slug };
    return { html: '<main>' + page.businessName + '</main>', lang: 'en', location: url, title: page.businessName, description: 'About ' + page.businessName };
  }
  const quote = answers[0].body;
  if (quote.language === 'es' && !url.includes('lang=')) return { html: '', lang: 'es', location: url + '?lang=es' };
  if (quote.customerName === 'Broken Render') throw new Error('the render failed');
  return { html: '<main>' + quote.customerName + '</main>', lang: url.includes('lang=es') ? 'es' : 'en', location: url, title: 'Quote #' + quote.number };
};`;

const template = (lang: string) =>
  `<html lang="${lang}"><meta name="description" content="The shell's description" /><title>${pageMarks.title}</title><div id="root" data-prerendered="${pageMarks.path}">${pageMarks.html}</div>${pageMarks.answer}</body></html>`;

let rendererDir = '';
beforeAll(() => {
  rendererDir = mkdtempSync(join(tmpdir(), 'picket-page-renderer-'));
  mkdirSync(join(rendererDir, 'pages'));
  writeFileSync(join(rendererDir, pageRendererFiles.renderer), standInRenderer);
  for (const page of ['customer-quote', 'contractor-page'] as const) {
    for (const lang of ['en', 'es'] as const)
      writeFileSync(join(rendererDir, pageRendererFiles.template(page, lang)), template(lang));
    writeFileSync(join(rendererDir, pageRendererFiles.shell(page)), `<html>the ${page} shell</html>`);
  }
  writeFileSync(join(rendererDir, pageRendererFiles.app), '<html>the app</html>');
});
afterAll(() => rmSync(rendererDir, { recursive: true, force: true }));

const pageEvent = (
  path: string,
  { query = '', cookies, ip = freshLoopbackIp() }: { query?: string; cookies?: string[]; ip?: string } = {},
): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
    ...(cookies ? { cookies } : {}),
    headers: {},
    requestContext: { http: { method: 'GET', path, sourceIp: ip } },
  }) as unknown as APIGatewayProxyEventV2;

/** A contractor's quote for `customerName`, texted (the customer's link works from then on). */
const textedQuote = async (customerName: string, language?: 'es') => {
  const owner = await createContractorWithQuote(
    server.baseUrl,
    { request: fenceInput({ zipCode: freshZip() }), customerName, ...(language ? { language } : {}) },
    { businessName: 'Cedar Line Fences' },
  );
  expect((await owner.browser.post(`/api/quotes/${owner.quote.id}/send`, {})).status).toBe(200);
  return owner.quote as { id: string; number: number };
};

/** The page's answer, its DynamoDB calls checked against the page's bound. */
const counted = async (page: RenderedPage, path: string, options?: Parameters<typeof pageEvent>[1]) => {
  const { result, tally } = await countedRequest(`GET ${path}`, () =>
    answerRenderedPage(page, pageEvent(path, options), rendererDir),
  );
  expect(tally.total, tally.calls.join('\n')).toBeLessThanOrEqual(callBounds[page.name]);
  expect(tally.commands.Scan ?? 0).toBe(0);
  return { ...result, calls: tally.total };
};

const answer = (path: string, options?: Parameters<typeof pageEvent>[1]) =>
  counted(customerQuotePage, path, options);

const answerContractorPage = (path: string) => counted(contractorPage, path);

describe('GET /customer/quote/{id}/view (the page, rendered with its data)', { timeout: 60_000 }, () => {
  it('renders the quote with the answer the API gives, and puts it in the page for the app to hydrate with', async () => {
    const quote = await textedQuote('Lena Ortiz');
    const path = `/customer/quote/${quote.id}/view`;
    const page = await answer(path);
    expect(page.statusCode).toBe(200);
    // The limit, the quote's owner, the quote and its contractor: as GET /api/customer/quotes/{id}.
    expect(page.calls).toBe(4);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(page.body).toContain('<main>Lena Ortiz</main>');
    expect(page.body).toContain(`<title>Quote #${quote.number}</title>`);
    // A page that sets no description keeps the shell's.
    expect(page.body).toContain(`<meta name="description" content="The shell's description" />`);
    expect(page.body).toContain(`data-prerendered="${path}"`);
    const render = renders().at(-1);
    expect(render?.url).toBe(path);
    expect(render?.answers).toEqual([
      {
        path: `/api/customer/quotes/${quote.id}`,
        lang: 'en',
        body: expect.objectContaining({ id: quote.id, number: quote.number, customerName: 'Lena Ortiz' }),
      },
    ]);
    // The same answer, as data no browser runs, with nothing that could close its element.
    const embedded = /<script type="application\/json" id="picket-page-answer">(.*)<\/script>/.exec(
      page.body ?? '',
    )?.[1];
    expect(JSON.parse(embedded ?? '')).toEqual(render?.answers[0]);
  });

  it('renders in the language asked for, and sends a Spanish quote opened without one to its Spanish page', async () => {
    const quote = await textedQuote('Marta Ruiz', 'es');
    const path = `/customer/quote/${quote.id}/view`;
    const redirect = await answer(path);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers?.location).toBe(`${path}?lang=es`);
    const spanish = await answer(path, { query: 'lang=es' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(renders().at(-1)?.answers[0]?.lang).toBe('es');
  });

  it('gives a browser with a session the app, which draws the page itself', async () => {
    const quote = await textedQuote('Owen Park');
    const before = renders().length;
    const page = await answer(`/customer/quote/${quote.id}/view`, {
      cookies: [`${sessionCookieName}=anything`],
    });
    expect(page.body).toBe('<html>the app</html>');
    expect(page.calls).toBe(0);
    expect(renders()).toHaveLength(before);
  });

  it('gives the route shell for a quote nobody texted, a malformed address, a failed render or a spent limit', async () => {
    const broken = await textedQuote('Broken Render');
    const ip = freshLoopbackIp();
    for (const path of [
      '/customer/quote/q_never-texted/view',
      '/customer/quote/%E0%A4%A/view',
      `/customer/quote/${'x'.repeat(80)}/view`,
      `/customer/quote/${broken.id}/view`,
    ]) {
      const page = await answer(path, { ip });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<html>the customer-quote shell</html>');
    }
    // The page reads under the sharing area's per-IP limit: past it, the shell (whose app is told 429).
    const quote = await textedQuote('Ivy Chen');
    const limited = freshLoopbackIp();
    // All in one counting window: one about to end is waited out.
    const { windowEnd, nowSeconds } = windowOf(sharedReadLimit.windowSeconds);
    if (windowEnd - nowSeconds < 15)
      await new Promise((done) => setTimeout(done, (windowEnd - nowSeconds + 1) * 1000));
    for (let read = 0; read < sharedReadLimit.limit; read++)
      await consumeRateLimit(sharedReadLimit, rateLimitKeyOf(limited));
    expect((await answer(`/customer/quote/${quote.id}/view`, { ip: limited })).body).toBe(
      '<html>the customer-quote shell</html>',
    );
  });

  it('refuses a request that did not come through CloudFront in AWS', async () => {
    const stage = process.env.PICKET_STAGE;
    process.env.PICKET_STAGE = 'aws';
    try {
      expect((await answer('/customer/quote/q_any/view')).statusCode).toBe(403);
    } finally {
      if (stage === undefined) delete process.env.PICKET_STAGE;
      else process.env.PICKET_STAGE = stage;
    }
  });
});

describe('GET /c/{slug} (a contractor’s page, rendered with its data)', () => {
  /** A business with its page published at `slug`. */
  const published = async (slug: string) => {
    const owner = await createContractor(server.baseUrl);
    const businessName = `Birch Fence ${slug.slice(-6)}`;
    const profile = onboardingInput({ businessName, serviceAreas: [freshZip()] });
    expect((await owner.browser.put('/api/onboarding', profile)).status).toBe(200);
    const settings = {
      slug,
      published: true,
      about: { en: 'Fences since 2001.', es: 'Cercas desde 2001.' },
      show: { license: false, insurance: false, serviceAreas: true, testimonials: true, faqs: true },
    };
    expect((await owner.browser.put('/api/portal', settings)).status).toBe(200);
    return { ...owner, businessName, settings };
  };

  it('renders the page with the answer anyone reads, and sends an old address to the current one', async () => {
    const slug = `birch-${randomUUID().slice(0, 8)}`;
    const { browser, businessName, settings } = await published(slug);
    const page = await answerContractorPage(`/c/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<main>${businessName}</main>`);
    expect(page.body).toContain(`<meta name="description" content="About ${businessName}" />`);
    expect(renders().at(-1)?.answers).toEqual([
      {
        path: `/api/public/contractors/${slug}`,
        lang: 'en',
        body: expect.objectContaining({ slug, businessName }),
      },
    ]);

    const moved = `birch-${randomUUID().slice(0, 8)}`;
    expect((await browser.put('/api/portal', { ...settings, slug: moved })).status).toBe(200);
    const redirect = await answerContractorPage(`/c/${slug}`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers?.location).toBe(`/c/${moved}`);
  });

  it('gives the route shell for an address no published page has', async () => {
    const page = await answerContractorPage(`/c/nobody-${randomUUID().slice(0, 8)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<html>the contractor-page shell</html>');
  });
});
