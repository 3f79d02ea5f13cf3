// Input no client should send, sent anyway: malformed percent-escapes in paths and cookies, numbers
// DynamoDB cannot store, tampered and foreign page cursors. Each gets a 4xx JSON error and changes nothing,
// and the server goes on answering.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createContractor, createQuote, fenceInput, newCustomerOf } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

/** A request sent byte for byte (fetch would re-encode a malformed escape). */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const url = new URL(server.baseUrl);
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'GET', headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          done({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end();
  });

const stillServing = async () => expect((await raw('/api/health')).status).toBe(200);

describe('malformed escapes', () => {
  it('in a page path are a client-side route, and the server keeps serving', async () => {
    const page = await raw('/e/%E0%A4%A');
    expect(page.status).not.toBe(500);
    await stillServing();
  });

  it('in an API path parameter answer 404 JSON', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await raw('/api/quotes/%E0%A4%A', { cookie });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'NOT_FOUND' });
    await stillServing();
  });

  it('in any cookie are ignored: sign-in, the session and public routes still work', async () => {
    const { browser, signup } = await createContractor(server.baseUrl);
    browser.cookies.set('picket_stray', '%');
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    const fresh = new TestBrowser(server.baseUrl);
    fresh.cookies.set('picket_stray', '%E0%A4%A');
    const login = await fresh.post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(login.status).toBe(200);
    expect((await raw('/api/health', { cookie: 'a=%; b=%zz' })).status).toBe(200);
  });
});

describe('numbers DynamoDB cannot store', () => {
  it.each([1e-200, 5e-324, -1e-131])(
    '%s answers 400 naming the field, and nothing is saved',
    async (tiny) => {
      const { browser, contractorId } = await createContractor(server.baseUrl);
      const saved = await browser.post('/api/quotes', {
        request: fenceInput({ sides: [{ lengthFt: 80, gates: [], turnDegrees: tiny }] }),
        newCustomer: newCustomerOf({ customerName: 'Tiny Number' }),
      });
      expect(saved.status).toBe(400);
      expect(saved.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(saved.body.fields)).toEqual(['request.sides.0.turnDegrees']);
      const listed = await browser.get(`/api/contractors/${contractorId}/quotes`);
      expect(listed.body.quotes).toEqual([]);

      const lead = await new TestBrowser(server.baseUrl).post('/api/leads', {
        request: fenceInput({ sides: [{ lengthFt: 80, gates: [{ widthFt: 4, offsetFt: tiny }] }] }),
        name: 'Tiny Lead',
        phone: '3125550100',
        idempotencyKey: crypto.randomUUID(),
      });
      expect(lead.status).toBe(400);
      expect(Object.keys(lead.body.fields)).toEqual(['request.sides.0.gates.0.offsetFt']);
    },
  );
});

describe('page cursors', () => {
  it('are opaque: no table key can be read from them', async () => {
    const { browser, contractorId } = await createContractor(server.baseUrl);
    await createQuote(browser);
    await createQuote(browser);
    const page = await browser.get(`/api/contractors/${contractorId}/quotes?limit=1`);
    expect(page.body.cursor).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    const decoded = Buffer.from(page.body.cursor.slice(3), 'base64url').toString('latin1');
    for (const keyName of ['pk', 'sk', 'gsi', contractorId]) expect(decoded).not.toContain(keyName);
  });

  it('answer 400 INVALID_CURSOR when tampered, made up, or taken from another list or contractor', async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    for (const { browser } of [owner, other]) {
      await createQuote(browser);
      await createQuote(browser);
    }
    const listOf = (contractorId: string, query: string) =>
      `/api/contractors/${contractorId}/quotes?${query}`;
    const mine = (await owner.browser.get(listOf(owner.contractorId, 'limit=1'))).body.cursor as string;
    const theirs = (await other.browser.get(listOf(other.contractorId, 'limit=1'))).body.cursor as string;
    const flipped = `${mine.slice(0, -2)}${mine.endsWith('A') ? 'B' : 'A'}${mine.slice(-1)}`;
    const electroDbStyle = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url');
    const refused = [
      listOf(owner.contractorId, `limit=1&cursor=${encodeURIComponent(flipped)}`),
      listOf(owner.contractorId, `limit=1&cursor=${electroDbStyle}`),
      listOf(owner.contractorId, 'limit=1&cursor=%25%25%25'),
      listOf(owner.contractorId, `limit=1&cursor=${encodeURIComponent(theirs)}`),
      listOf(owner.contractorId, `limit=1&status=draft&cursor=${encodeURIComponent(mine)}`),
      `/api/contractors/${owner.contractorId}/homeowners?cursor=${encodeURIComponent(mine)}`,
      `/api/jobs?cursor=${encodeURIComponent(mine)}`,
    ];
    for (const path of refused) {
      const answer = await owner.browser.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_CURSOR', fields: { cursor: expect.any(String) } });
    }
    const next = await owner.browser.get(
      listOf(owner.contractorId, `limit=1&cursor=${encodeURIComponent(mine)}`),
    );
    expect(next.status).toBe(200);
    expect(next.body.quotes).toHaveLength(1);
  });
});
