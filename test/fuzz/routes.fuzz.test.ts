// A fuzz test over every row of the route table, through the real local runtime and handlers on DynamoDB
// Local: fast-check makes path parameters (real ids, made-up ones, malformed escapes), query strings and
// bodies (from each route's request schema in the API contract, with hostile values anywhere), headers
// and cookies. Whatever arrives, the answer is never a 500, every error is the JSON `{message, code}`, and
// the server goes on answering. Bounded: a dozen requests per route, about a minute in all.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiContract } from '#domain/contract/index';
import type { RouteContract } from '#domain/contract/route-contract';
import { routeKey, routes } from '#functions/routes';
import { convertQuote, createContractor, createCustomer, createQuote } from '#test/support/factories';
import { arbitraryFor, hostileValue } from '#test/support/json-schema-arbitrary';
import { runTestServer } from '#test/support/run-test-server';
import type { TestBrowser } from '#test/support/test-server';

const server = runTestServer();
const runsPerRoute = 12;

/** Provider failures (no SMS gateway, no address service) are the only 5xx a route may answer. */
const providerFailures = new Set([
  'SMS_FAILED',
  'EMAIL_FAILED',
  'REMINDER_FAILED',
  'ADDRESS_PROVIDER_UNAVAILABLE',
]);

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const send = ({ method, path, headers, body }: Sent) =>
  new Promise<{ status: number; contentType: string; text: string }>((done, fail) => {
    const url = new URL(server.baseUrl);
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: 15_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path} did not answer`)));
    outgoing.on('error', fail);
    outgoing.end(body);
  });

const jsonSchemaOf = (schema: z.core.$ZodType | undefined) =>
  schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, any>)
    : undefined;

/** Characters Node lets into a request path, malformed escapes included. */
const pathSegment = fc.oneof(
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%zz',
    '%00',
    '%2F..%2F',
    '..',
    'c_someone-elses-id',
    '%F0%9F%8E%89',
    'x'.repeat(300),
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{1,40}$/),
);

const printable = (from: number) =>
  fc.constantFrom(...Array.from({ length: 0x7f - from }, (_, offset) => String.fromCharCode(from + offset)));
/** Printable ASCII, as a header value may hold it. */
const headerText = fc.string({ unit: printable(0x20), maxLength: 60 });
/** What may stand unescaped in a query string as Node sends it (printable, no spaces). */
const queryText = fc.string({ unit: printable(0x21), maxLength: 40 });

const cookieJar = fc.array(
  fc.tuple(
    fc.constantFrom('__Host-picket_session', '__Host-picket_anon', 'picket_stray', 'a'),
    fc.oneof(
      fc.constantFrom('%', '%E0%A4%A', '', 'x'.repeat(200)),
      fc.stringMatching(/^[A-Za-z0-9%._-]{0,50}$/),
    ),
  ),
  { maxLength: 3 },
);

let owner: { browser: TestBrowser; contractorId: string };
let realIds: string[] = [];

beforeAll(async () => {
  const contractor = await createContractor(server.baseUrl);
  const customer = await createCustomer(contractor.browser);
  const quote = await createQuote(contractor.browser, { homeownerId: customer.id });
  const job = await convertQuote(contractor.browser, quote.id);
  owner = contractor;
  realIds = [contractor.contractorId, customer.id, quote.id, job.id];
}, 60_000);

const signedInHeaders = async () => {
  if ((await owner.browser.get('/api/auth/me')).status === 401) throw new Error('the fuzz session ended');
  const cookie = [...owner.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, 'x-csrf-token': await owner.browser.token() };
};

describe.each(routes)('$method $path, fuzzed', (row) => {
  const contract = (apiContract as Record<string, RouteContract>)[routeKey(row)];
  const bodySchema = jsonSchemaOf(contract?.request?.body);
  const querySchema = jsonSchemaOf(contract?.request?.query);
  const names = [...row.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

  it('never answers 500, always says what is wrong as JSON, and the server goes on', async () => {
    // Signing out (here or everywhere) would end the session the other runs use.
    const mayUseSession = !['POST /api/auth/logout', 'POST /api/auth/logout-everywhere'].includes(
      routeKey(row),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...realIds), pathSegment), {
          minLength: names.length,
          maxLength: names.length,
        }),
        querySchema ? arbitraryFor(querySchema) : fc.constant(undefined),
        fc.dictionary(
          fc.stringMatching(/^[a-z]{1,8}$/),
          fc.oneof(queryText, fc.constantFrom('%', '%E0%A4%A')),
          { maxKeys: 2 },
        ),
        bodySchema ? arbitraryFor(bodySchema) : fc.option(hostileValue, { nil: undefined }),
        fc.oneof(fc.constant(null), fc.constantFrom('{"a":', '[1,2', '\u0000', 'null')),
        fc.record({
          signedIn: fc.boolean(),
          cookies: cookieJar,
          lang: fc.oneof(fc.constantFrom('en', 'es', 'fr', ''), headerText),
          acceptLanguage: headerText,
          contentType: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            '',
          ),
        }),
        async (params, query, extraQuery, body, rawBody, client) => {
          let index = 0;
          const path = row.path.replace(/\{[^}]+\}/g, () => params[index++] ?? '');
          const search = new URLSearchParams();
          if (query && typeof query === 'object' && !Array.isArray(query))
            for (const [name, value] of Object.entries(query))
              search.set(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
          const rawExtra = Object.entries(extraQuery)
            .map(([name, value]) => `${name}=${value}`)
            .join('&');
          const searchText = [search.toString(), rawExtra].filter(Boolean).join('&');
          const session =
            client.signedIn && mayUseSession ? await signedInHeaders() : { cookie: '', 'x-csrf-token': '' };
          const cookie = [session.cookie, ...client.cookies.map(([name, value]) => `${name}=${value}`)]
            .filter(Boolean)
            .join('; ');
          const headers: Record<string, string> = {
            ...(cookie ? { cookie } : {}),
            ...(session['x-csrf-token'] ? { 'x-csrf-token': session['x-csrf-token'] } : {}),
            'x-picket-lang': client.lang,
            'accept-language': client.acceptLanguage,
            ...(client.contentType ? { 'content-type': client.contentType } : {}),
          };
          const hasBody = row.method !== 'GET';
          const sent: Sent = {
            method: row.method,
            path: `${path}${searchText ? `?${searchText}` : ''}`,
            headers,
            ...(hasBody ? { body: rawBody ?? (body === undefined ? '' : JSON.stringify(body)) } : {}),
          };
          const answer = await send(sent);
          const said = `${sent.method} ${sent.path} → ${answer.status} ${answer.text.slice(0, 300)}`;
          if (answer.status >= 400 && answer.contentType.includes('application/json')) {
            const error = JSON.parse(answer.text);
            expect(typeof error.message, said).toBe('string');
            expect(typeof error.code, said).toBe('string');
            if (answer.status >= 500) expect(providerFailures.has(error.code), said).toBe(true);
          } else {
            expect(answer.status, said).toBeLessThan(500);
          }
        },
      ),
      { numRuns: runsPerRoute },
    );
    expect((await send({ method: 'GET', path: '/api/health', headers: {} })).status).toBe(200);
  }, 60_000);
});
