// The duplicate warning's lookup: active customers of the caller whose phone or email is exactly the one typed.
import { describe, expect, it } from 'vitest';
import { createContractor, createCustomer, freshPhone } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const matches = async (browser: TestBrowser, query: Record<string, string>) => {
  const response = await browser.get(`/api/customer-matches?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return response.body.matches;
};

describe('GET /api/customer-matches', () => {
  it('finds the customer with the same phone or email, as typed, and not the one being edited', async () => {
    const owner = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const existing = await createCustomer(owner.browser, {
      firstName: 'Marcus',
      lastName: 'Whitfield',
      phone,
      email: 'marcus.w@example.com',
    });
    const dashed = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
    expect(await matches(owner.browser, { phone: dashed })).toEqual([
      { field: 'phone', customerId: existing.id, name: 'Marcus Whitfield' },
    ]);
    expect(await matches(owner.browser, { phone: freshPhone(), email: 'MARCUS.W@example.com' })).toEqual([
      { field: 'email', customerId: existing.id, name: 'Marcus Whitfield' },
    ]);
    // A prefix is not the same phone; editing the customer itself finds nobody.
    expect(await matches(owner.browser, { phone: phone.slice(0, 7) })).toEqual([]);
    expect(await matches(owner.browser, { phone, excludeId: existing.id })).toEqual([]);
  });

  it('leaves out archived customers and never looks at another contractor’s', async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const theirs = await createCustomer(other.browser, { phone });
    expect(await matches(owner.browser, { phone })).toEqual([]);
    await other.browser.request('DELETE', `/api/homeowners/${theirs.id}`);
    expect(await matches(other.browser, { phone })).toEqual([]);
  });

  it('refuses overlong input naming the field, and anonymous callers', async () => {
    const owner = await createContractor(server.baseUrl);
    const long = await owner.browser.get(`/api/customer-matches?email=${'a'.repeat(300)}`);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['email']);
    expect((await new TestBrowser(server.baseUrl).get('/api/customer-matches?phone=3125550100')).status).toBe(
      401,
    );
  });
});
