// A texted quote's page rendered with its data (functions/api/sharing/page.ts) on DynamoDB Local, with a
// stand-in renderer that says what it was given: the quote goes to the renderer as the customer's API answer,
// the page is filled in, and every case it cannot render gets the route shell the app draws itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCustomerQuotePage } from '#functions/api/sharing/page';
import { pageMarks, pageRendererFiles } from '#functions/api/sharing/page-template';
import { sharedReadLimit } from '#functions/api/sharing/read-limits';
import { consumeRateLimit, windowOf } from '#functions/core/rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '#functions/http/client-ip';
import { sessionCookieName } from '#functions/http/cookies';
import { createContractorWithQuote, fenceInput, freshZip } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp } from '#test/support/test-server';

const server = runTestServer();

interface Render {
  url: string;
  answers: { path: string; lang: string; body: Record<string, unknown> }[];
}

/** The stand-in renderer's calls (it runs in this process: the handler imports it). */
const renders = (): Render[] => (globalThis as unknown as { pageRenders?: Render[] }).pageRenders ?? [];

const standInRenderer = `
export const prerenderPage = async (url, answers) => {
  globalThis.pageRenders = [...(globalThis.pageRenders ?? []), { url, answers }];
  const quote = answers[0].body;
  if (quote.language === 'es' && !url.includes('lang=')) return { html: '', lang: 'es', location: url + '?lang=es' };
  if (quote.customerName === 'Broken Render') throw new Error('the render failed');
  return { html: '<main>' + quote.customerName + '</main>', lang: url.includes('lang=es') ? 'es' : 'en', location: url, title: 'Quote #' + quote.number };
};`;

const template = (lang: string) =>
  `<html lang="${lang}"><title>${pageMarks.title}</title><div id="root" data-prerendered="${pageMarks.path}">${pageMarks.html}</div>${pageMarks.answer}</body></html>`;

let rendererDir = '';
beforeAll(() => {
  rendererDir = mkdtempSync(join(tmpdir(), 'picket-page-renderer-'));
  mkdirSync(join(rendererDir, 'pages'));
  writeFileSync(join(rendererDir, pageRendererFiles.renderer), standInRenderer);
  for (const lang of ['en', 'es'] as const)
    writeFileSync(join(rendererDir, pageRendererFiles.template(lang)), template(lang));
  writeFileSync(join(rendererDir, pageRendererFiles.shell), '<html>the route shell</html>');
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

const answer = (path: string, options?: Parameters<typeof pageEvent>[1]) =>
  answerCustomerQuotePage(pageEvent(path, options), rendererDir);

describe('GET /customer/quote/{id}/view (the page, rendered with its data)', { timeout: 60_000 }, () => {
  it('renders the quote with the answer the API gives, and puts it in the page for the app to hydrate with', async () => {
    const quote = await textedQuote('Lena Ortiz');
    const path = `/customer/quote/${quote.id}/view`;
    const page = await answer(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(page.body).toContain('<main>Lena Ortiz</main>');
    expect(page.body).toContain(`<title>Quote #${quote.number}</title>`);
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
      expect(page.body).toBe('<html>the route shell</html>');
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
      '<html>the route shell</html>',
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
