// Sending a quote by email, text or both through the real handlers: a branded HTML email (escaped) with the
// quote's short link; the contractor's communication preference as the default, narrowed to what the
// customer can receive; a missing email named as the field; an opted-out number still gets the email when
// both were asked for, and nothing when only a text was.
import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { savePaymentSettings } from '#functions/store/contractors';
import {
  createContractor,
  createQuote,
  emailsTo,
  freshPhone,
  onboardingInput,
  textsTo,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const business = async (preference: 'sms' | 'email' | 'both' = 'both') => {
  const owner = await createContractor(server.baseUrl);
  const businessName = `Oak & <Iron> ${Math.random().toString(36).slice(2, 7)}`;
  expect((await owner.browser.put('/api/onboarding', onboardingInput({ businessName }))).status).toBe(200);
  await savePaymentSettings(
    owner.contractorId,
    { ...contractorDefaults.payment, communicationPreference: preference },
    'America/Chicago',
  );
  return { ...owner, businessName };
};

const quoteFor = async (owner: Awaited<ReturnType<typeof business>>, email = '') => {
  const phone = freshPhone('773');
  const address = email || '';
  const quote = await createQuote(owner.browser, { customerName: 'Dana Quinn', phone, email: address });
  return { quote, phone, email: address };
};

describe('sending a quote by email', () => {
  it('sends a branded HTML email with the quote’s link, logs it and moves the quote to sent', async () => {
    const owner = await business('sms');
    const { quote, phone } = await quoteFor(owner);
    const email = `dana.${phone}@example.com`;
    const sent = await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'email', email });
    expect(sent.status).toBe(200);
    expect(sent.body.quote.status).toBe('sent');
    expect(sent.body.messages).toHaveLength(1);
    expect(sent.body.message).toMatchObject({ channel: 'email', status: 'sent', recipientPhone: '' });
    expect(await textsTo(phone)).toHaveLength(0);
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toMatch(/^Your fence quote from Oak & <Iron> \w+: \$[\d,]+\.\d\d$/);
    expect(mail?.body).toContain(sent.body.message.shortLink);
    expect(mail?.html).toContain(`href="${sent.body.message.shortLink}"`);
    expect(mail?.html).toContain('Oak &#38; &#60;Iron&#62;');
    expect(mail?.html).not.toContain('<Iron>');
    const logged = (await owner.browser.get(`/api/quotes/${quote.id}/messages`)).body.messages;
    expect(logged.map((row: { channel: string }) => row.channel)).toEqual(['email']);
  });

  it('sends both on one link when asked, the text answered as the message', async () => {
    const owner = await business('sms');
    const { quote, phone, email } = await quoteFor(owner, `both.${Date.now()}@example.com`);
    const sent = await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'both' });
    expect(sent.status).toBe(200);
    expect(sent.body.message.channel).toBe('sms');
    expect(sent.body.messages.map((row: { channel: string }) => row.channel)).toEqual(['sms', 'email']);
    expect(new Set(sent.body.messages.map((row: { shortLink: string }) => row.shortLink)).size).toBe(1);
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('goes the way the contractor prefers, narrowed to what the customer can receive', async () => {
    const byEmail = await business('email');
    const withEmail = await quoteFor(byEmail, `pref.${Date.now()}@example.com`);
    await byEmail.browser.post(`/api/quotes/${withEmail.quote.id}/send`, {});
    expect(await emailsTo(withEmail.email)).toHaveLength(1);
    expect(await textsTo(withEmail.phone)).toHaveLength(0);

    const byBoth = await business('both');
    const phoneOnly = await quoteFor(byBoth);
    const sent = await byBoth.browser.post(`/api/quotes/${phoneOnly.quote.id}/send`, {});
    expect(sent.body.messages.map((row: { channel: string }) => row.channel)).toEqual(['sms']);
  });

  it('names the email field when there is no address, and refuses an unknown channel; nothing is sent', async () => {
    const owner = await business('sms');
    const { quote, phone } = await quoteFor(owner);
    const noEmail = await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'email' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.fields).toEqual({
      email: 'This customer has no email address: add one or send by text',
    });
    const badEmail = await owner.browser.post(`/api/quotes/${quote.id}/send`, {
      channel: 'email',
      email: 'nope',
    });
    expect(badEmail.body.fields).toEqual({ email: 'Invalid email address' });
    const badChannel = await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'fax' });
    expect(badChannel.body.fields).toEqual({ channel: 'Choose text, email or both' });
    expect(await textsTo(phone)).toHaveLength(0);
    expect((await owner.browser.get(`/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it('still emails an opted-out customer when both were asked for, and refuses a text alone', async () => {
    const owner = await business('sms');
    const { quote, phone, email } = await quoteFor(owner, `stop.${Date.now()}@example.com`);
    await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'text' });
    await fetch(`${server.baseUrl}/dev/sms-reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: `+1${phone}`, text: 'STOP' }),
    });
    const texts = (await textsTo(phone)).length;
    expect((await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'text' })).status).toBe(409);
    const both = await owner.browser.post(`/api/quotes/${quote.id}/send`, { channel: 'both' });
    expect(both.status).toBe(200);
    expect(both.body.messages.map((row: { channel: string }) => row.channel)).toEqual(['email']);
    expect(await textsTo(phone)).toHaveLength(texts);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});
