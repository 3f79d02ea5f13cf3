// `Idempotency-Key` on the creating requests a phone may repeat (a retry, the offline queue syncing twice):
// the same key — one after another or at the same moment — creates one quote (and one customer with it), one
// customer, one text; every repeat answers the first result; another business's same key is its own; a
// malformed key is refused naming the header and changes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createContractor,
  createQuote,
  fenceInput,
  freshPhone,
  newCustomerOf,
  textsTo,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import type { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const withKey = (browser: TestBrowser, path: string, body: unknown, key: string) =>
  browser.request('POST', path, { body, headers: { 'Idempotency-Key': key } });

const customersOf = async (owner: Awaited<ReturnType<typeof createContractor>>) =>
  (await owner.browser.get(`/api/contractors/${owner.contractorId}/homeowners`)).body.homeowners as Array<{
    id: string;
  }>;

const quotesOf = async (owner: Awaited<ReturnType<typeof createContractor>>) =>
  (await owner.browser.get(`/api/contractors/${owner.contractorId}/quotes`)).body.quotes as Array<{
    id: string;
  }>;

describe('Idempotency-Key', () => {
  it('makes one quote and one new customer however often, and however concurrently, it is sent', async () => {
    const owner = await createContractor(server.baseUrl);
    const key = randomUUID();
    const body = { request: fenceInput(), newCustomer: newCustomerOf({ customerName: 'Offline Olga' }) };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => withKey(owner.browser, '/api/quotes', body, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const again = await withKey(owner.browser, '/api/quotes', body, key);
    expect(again.body.id).toBe(answers[0]?.body.id);
    expect(await quotesOf(owner)).toHaveLength(1);
    expect(await customersOf(owner)).toHaveLength(1);
  });

  it('makes one customer however often it is sent', async () => {
    const owner = await createContractor(server.baseUrl);
    const key = randomUUID();
    const body = newCustomerOf({ customerName: 'Synced Sam' });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => withKey(owner.browser, '/api/homeowners', body, key)),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect((await withKey(owner.browser, '/api/homeowners', body, key)).body.id).toBe(answers[0]?.body.id);
    expect(await customersOf(owner)).toHaveLength(1);
  });

  it('texts a quote once however often the send is repeated', async () => {
    const owner = await createContractor(server.baseUrl);
    const phone = freshPhone('773');
    const quote = await createQuote(owner.browser, { phone });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => withKey(owner.browser, `/api/quotes/${quote.id}/send`, {}, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);
    expect(await textsTo(phone)).toHaveLength(1);
    // A new key is a new send.
    expect((await withKey(owner.browser, `/api/quotes/${quote.id}/send`, {}, randomUUID())).status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(2);
  });

  it('keeps one business’s key to itself', async () => {
    const first = await createContractor(server.baseUrl);
    const second = await createContractor(server.baseUrl);
    const key = randomUUID();
    const body = newCustomerOf({ customerName: 'Shared Key' });
    const theirs = await withKey(first.browser, '/api/homeowners', body, key);
    const ours = await withKey(second.browser, '/api/homeowners', body, key);
    expect(ours.status).toBe(201);
    expect(ours.body.id).not.toBe(theirs.body.id);
    expect(await customersOf(second)).toHaveLength(1);
  });

  it('refuses a malformed key naming the header, and makes nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    for (const key of ['', 'has spaces', 'x'.repeat(129)]) {
      const refused = await withKey(owner.browser, '/api/homeowners', newCustomerOf({}), key);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        'Idempotency-Key': 'The Idempotency-Key header must be 1 to 128 letters, digits or - _ . :',
      });
    }
    expect(await customersOf(owner)).toHaveLength(0);
  });
});
