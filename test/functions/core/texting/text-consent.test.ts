// Texting done right: a contractor's first text to a number says how to opt out; STOP opts the number out for
// the contractor who texted it (confirmed by one last text), and every later text to it is refused with 409
// OPTED_OUT and nothing sent; HELP answers with the business's name and phone; START opts back in. Another
// contractor's texts to the same number are theirs to make.
import { describe, expect, it } from 'vitest';
import { createContractor, createQuote, freshPhone, textsTo } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

/** The customer's reply, as the local runtime takes it (SNS two-way SMS in AWS). */
const reply = async (phone: string, text: string) => {
  const response = await fetch(`${server.baseUrl}/dev/sms-reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: `+1${phone}`, text }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
};

describe('texting consent', () => {
  it('says how to opt out once, honours STOP, answers HELP, and START lets texts through again', async () => {
    const owner = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const quote = await createQuote(owner.browser, { phone });
    expect((await owner.browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    expect((await textsTo(phone))[0]?.body).toMatch(/\nReply STOP to opt out\.$/);
    expect((await owner.browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    expect((await textsTo(phone))[0]?.body).not.toContain('Reply STOP');

    expect(await reply(phone, 'Stop')).toBe('opt_out');
    const business = owner.signup.businessName;
    expect((await textsTo(phone))[0]?.body).toBe(
      `${business}: you will get no more texts from us. Reply START to get them again.`,
    );
    // The customer's page says so.
    const customer = async () => (await owner.browser.get(`/api/homeowners/${quote.homeownerId}`)).body;
    expect((await customer()).textingOptedOutAt).toEqual(expect.any(String));
    const before = (await textsTo(phone)).length;
    const refused = await owner.browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'OPTED_OUT',
      message: 'This number replied STOP to your texts: Picket will not text it until they reply START.',
    });
    expect(await textsTo(phone)).toHaveLength(before);

    expect(await reply(phone, 'HELP')).toBe('help');
    expect((await textsTo(phone))[0]?.body).toBe(
      `${business}: for help, call 312-555-0142. Reply STOP to opt out.`,
    );

    expect(await reply(phone, 'start')).toBe('opt_in');
    expect((await customer()).textingOptedOutAt).toBeNull();
    expect((await owner.browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    const again = (await textsTo(phone))[0]?.body;
    expect(again).toContain(business);
    expect(again).not.toContain('Reply STOP');
  });

  it('keeps one contractor’s opt-out from another’s texts, and ignores replies from numbers nobody texted', async () => {
    const first = await createContractor(server.baseUrl);
    const second = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const theirs = await createQuote(first.browser, { phone });
    await first.browser.post(`/api/quotes/${theirs.id}/send`, {});
    await reply(phone, 'STOP');
    const ours = await createQuote(second.browser, { phone });
    expect((await second.browser.post(`/api/quotes/${ours.id}/send`, {})).status).toBe(200);
    // The second contractor's first text to the number says how to opt out of theirs.
    expect((await textsTo(phone))[0]?.body).toMatch(/Reply STOP to opt out\.$/);
    expect((await first.browser.post(`/api/quotes/${theirs.id}/send`, {})).status).toBe(409);
    expect(await reply(freshPhone(), 'STOP')).toBe('unknown_number');
  });

  it('refuses a malformed reply', async () => {
    const response = await fetch(`${server.baseUrl}/dev/sms-reply`, { method: 'POST', body: '{"from": 5}' });
    expect(response.status).toBe(400);
  });
});
