// Texting a quote, opening its link, and the customer's answer — through the real runtime on DynamoDB
// Local, with the local SMS outbox standing in for SNS.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchEvent } from '#functions/core/events/dispatch';
import { republishPendingEvents } from '#functions/core/events/pending-events';
import { setEventPublisher } from '#functions/core/ports/bus/bus';
import { SmsRefused, setSmsSender } from '#functions/core/ports/sms/sms';
import { windowOf } from '#functions/core/rate-limit/consume-rate-limit';
import { phoneLimitKey } from '#functions/core/rate-limit/phone-limit-key';
import type { Sealed } from '#functions/store/attributes';
import { store } from '#functions/store/service';
import {
  createContractorWithQuote,
  fenceInput,
  freshPhone,
  freshZip,
  textsTo,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, signUpContractor, TestBrowser } from '#test/support/test-server';

const server = runTestServer();
afterEach(() => {
  setSmsSender(undefined);
  setEventPublisher(undefined);
});

const visitor = () => new TestBrowser(server.baseUrl);

const fence = (zipCode = freshZip()) =>
  fenceInput({ zipCode, sides: [{ lengthFt: 80, gates: [{ widthFt: 4 }] }] });

/** Oak Fence Co with one draft quote for Dana Buyer. */
const contractorWithQuote = (quote: Record<string, unknown> = {}) =>
  createContractorWithQuote(
    server.baseUrl,
    { request: fence(), customerName: 'Dana Buyer', ...quote },
    { businessName: 'Oak Fence Co' },
  );

const codeOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/** A contractor's quote, texted: what the customer's phone received. */
const sentQuote = async () => {
  const owner = await contractorWithQuote();
  const sent = await owner.browser.post(`/api/quotes/${owner.quote.id}/send`, {});
  expect(sent.status).toBe(200);
  return { ...owner, sent: sent.body };
};

describe('POST /api/quotes/{id}/send', () => {
  it('texts the total and a short link, logs the message and moves a draft to sent', async () => {
    const { browser, quote } = await contractorWithQuote();
    const response = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(response.status).toBe(200);
    const { quote: sentQuote, message } = response.body;
    expect(sentQuote.status).toBe('sent');
    expect(sentQuote.sentAt).toEqual(expect.any(String));
    expect(sentQuote.shortLink).toMatch(/\/e\/[A-Za-z0-9_-]{16}$/);
    expect(message).toMatchObject({ status: 'sent', recipientPhone: `+1${quote.phone}`, error: null });

    const [text] = await textsTo(quote.phone);
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      quote.totalCost,
    );
    expect(text?.body).toBe(
      `Oak Fence Co sent you a fence quote for ${total}. View and approve it: ${sentQuote.shortLink}\nReply STOP to opt out.`,
    );

    const log = await browser.get(`/api/quotes/${quote.id}/messages`);
    expect(log.body.messages).toHaveLength(1);
    expect(log.body.messages[0]).toMatchObject({
      id: message.id,
      status: 'sent',
      shortLink: sentQuote.shortLink,
    });
    const history = await browser.get(`/api/quotes/${quote.id}/activity`);
    expect(history.body.events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['quote_texted', 'quote_status_changed']),
    );
  });

  it('writes in the language asked for and keeps the same link on a resend', async () => {
    const { browser, quote, sent } = await sentQuote();
    const again = await browser.post(`/api/quotes/${quote.id}/send`, { language: 'es' });
    expect(again.status).toBe(200);
    expect(again.body.quote.shortLink).toBe(sent.quote.shortLink);
    expect(again.body.message.messageContent).toMatch(/^Oak Fence Co te envió una cotización de cerca por/);
    expect((await textsTo(quote.phone)).length).toBe(2);
    expect((await browser.get(`/api/quotes/${quote.id}/messages`)).body.messages).toHaveLength(2);
  });

  it('texts another number when given one, and names the phone field when there is none', async () => {
    const { browser, quote, contractorId } = await contractorWithQuote();
    // Quotes saved before every quote had a customer may have no phone.
    await store.entities.quote
      .patch({ contractorId, quoteId: quote.id })
      .set({ phone: '' as Sealed })
      .go();
    const missing = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ phone: 'Phone number is required' });
    const bad = await browser.post(`/api/quotes/${quote.id}/send`, { phone: '312-555' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
    expect((await browser.get(`/api/quotes/${quote.id}/messages`)).body.messages).toHaveLength(0);

    const phone = freshPhone();
    const sent = await browser.post(`/api/quotes/${quote.id}/send`, {
      phone: `(${phone.slice(0, 3)}) ${phone.slice(3)}`,
    });
    expect(sent.status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it('shows a refused text to the sender, logs it failed and leaves the draft a draft', async () => {
    const { browser, quote } = await contractorWithQuote();
    setSmsSender(async () => {
      throw new SmsRefused('sms.reason.invalidNumber', 'InvalidParameterException: opted out');
    });
    const response = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      code: 'SMS_FAILED',
      message: 'The text message could not be sent: the phone number cannot receive texts',
    });
    const [logged] = (await browser.get(`/api/quotes/${quote.id}/messages`)).body.messages;
    expect(logged).toMatchObject({ status: 'failed', error: 'the phone number cannot receive texts' });
    expect((await browser.get(`/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it('texts US numbers only', async () => {
    const { browser, quote } = await contractorWithQuote();
    for (const phone of ['8765550123', '4115550123', '3121550123']) {
      const response = await browser.post(`/api/quotes/${quote.id}/send`, { phone });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ phone: 'Texts go to US phone numbers only' });
    }
  });

  it('keeps a quote private when its first text fails, though its contractor can preview it', async () => {
    const { browser, quote } = await contractorWithQuote();
    setSmsSender(async () => {
      throw new SmsRefused('sms.reason.refused');
    });
    expect((await browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(502);
    expect((await visitor().get(`/api/customer/quotes/${quote.id}`)).status).toBe(404);
    const preview = await browser.get(`/api/customer/quotes/${quote.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.viewedAt).toBeNull();
  });

  it('texts a fresh link when the old one expired', async () => {
    const { browser, quote, sent } = await sentQuote();
    const oldCode = codeOf(sent.quote.shortLink);
    await store.entities.shortLink.patch({ code: oldCode }).set({ expiresAt: 1 }).go();
    const again = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(again.status).toBe(200);
    const newCode = codeOf(again.body.quote.shortLink);
    expect(newCode).not.toBe(oldCode);
    expect((await visitor().get(`/api/short-links/${newCode}`)).body).toEqual({ quoteId: quote.id });
    expect((await visitor().get(`/api/short-links/${oldCode}`)).status).toBe(404);
  });

  it('refuses a lost quote', async () => {
    const { browser, quote } = await contractorWithQuote();
    await browser.post(`/api/quotes/${quote.id}/status`, { status: 'lost' });
    const response = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'QUOTE_CLOSED',
      message: 'This quote is no longer open (status: Lost).',
    });
    expect(await textsTo(quote.phone)).toHaveLength(0);
  });

  it('is limited per contractor and per recipient phone, sending nothing over the limit', async () => {
    const { browser, quote, user } = await contractorWithQuote();
    const hour = windowOf(60 * 60);
    const day = windowOf(24 * 60 * 60);
    const contractorCounter = {
      scope: 'sms-contractor',
      key: user.contractor.id,
      windowStart: hour.windowStart,
    };
    await store.entities.rateLimit.put({ ...contractorCounter, count: 30, expiresAt: hour.windowEnd }).go();
    const overContractor = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(overContractor.status).toBe(429);
    expect(overContractor.body.message).toMatch(/too many text messages/);
    await store.entities.rateLimit.delete(contractorCounter).go();

    const phoneCounter = {
      scope: 'sms-phone',
      key: await phoneLimitKey(quote.phone),
      windowStart: day.windowStart,
    };
    await store.entities.rateLimit.put({ ...phoneCounter, count: 5, expiresAt: day.windowEnd }).go();
    const overPhone = await browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(overPhone.status).toBe(429);
    expect(overPhone.body.message).toBe(
      'This phone number has received too many texts today. Try again tomorrow.',
    );
    expect(Number(overPhone.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await textsTo(quote.phone)).toHaveLength(0);
  });

  it('is out of reach of another contractor', async () => {
    const { browser, quote } = await sentQuote();
    const other = (await signUpContractor(server.baseUrl)).browser;
    expect((await other.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(404);
    expect((await other.get(`/api/quotes/${quote.id}/messages`)).status).toBe(404);
    expect((await browser.get(`/api/quotes/${quote.id}/messages`)).body.messages).toHaveLength(1);
  });
});

describe('the short link and the customer view', () => {
  it('opens the quote, counts clicks and marks the text clicked and the quote viewed', async () => {
    const { browser, quote, sent } = await sentQuote();
    const customer = visitor();
    const opened = await customer.get(`/api/short-links/${codeOf(sent.quote.shortLink)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ quoteId: quote.id });
    await customer.get(`/api/short-links/${codeOf(sent.quote.shortLink)}`);

    // The contractor previewing does not count as the customer viewing.
    expect((await browser.get(`/api/customer/quotes/${quote.id}`)).body.viewedAt).toBeNull();
    expect((await browser.post(`/api/customer/quotes/${quote.id}/viewed`)).body).toEqual({ viewedAt: null });
    // Reading the quote is not viewing it (a messaging app's link preview reads it too): the page reports it.
    expect((await visitor().get(`/api/customer/quotes/${quote.id}`)).body.viewedAt).toBeNull();
    const reported = await customer.post(`/api/customer/quotes/${quote.id}/viewed`);
    expect(reported.status).toBe(200);
    expect(reported.body.viewedAt).toEqual(expect.any(String));
    // Once: a second report keeps the first time.
    expect((await customer.post(`/api/customer/quotes/${quote.id}/viewed`)).body).toEqual(reported.body);
    const view = await customer.get(`/api/customer/quotes/${quote.id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: quote.id,
      status: 'sent',
      canRespond: true,
      customerName: 'Dana Buyer',
      totalCost: quote.totalCost,
      // The quote's dates are days of the contractor's calendar (a new business's default zone).
      contractor: { businessName: 'Oak Fence Co', timeZone: 'America/Chicago' },
    });
    expect(view.body.viewedAt).toEqual(expect.any(String));
    const sectionTotal = view.body.sections.reduce(
      (sum: number, section: { subtotal: number }) => sum + Math.round(section.subtotal * 100),
      0,
    );
    expect(sectionTotal).toBe(Math.round(quote.totalCost * 100));
    const paymentTotal = view.body.payment.schedule.reduce(
      (sum: number, payment: { amount: number }) => sum + Math.round(payment.amount * 100),
      0,
    );
    expect(paymentTotal).toBe(Math.round(quote.totalCost * 100));

    const seen = (await browser.get(`/api/quotes/${quote.id}`)).body;
    expect(seen.shortLinkClicks).toBe(2);
    expect(seen.viewedAt).toBe(view.body.viewedAt);
    const [message] = (await browser.get(`/api/quotes/${quote.id}/messages`)).body.messages;
    expect(message.clickedAt).toEqual(expect.any(String));
  });

  it('answers a friendly 404 for unknown codes and quotes never sent', async () => {
    const unknown = await visitor().get('/api/short-links/AAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'LINK_NOT_FOUND',
      message: 'This link is not valid or has expired.',
    });
    expect((await visitor().get('/api/short-links/not-a-code')).status).toBe(404);
    const { quote } = await contractorWithQuote();
    expect((await visitor().get(`/api/customer/quotes/${quote.id}`)).status).toBe(404);
    expect((await visitor().get('/api/customer/quotes/q_nothing')).status).toBe(404);
  });
});

describe('the customer view in another language', () => {
  it('draws the diagram in the language the page is read in', async () => {
    const { quote } = await sentQuote();
    const english = await visitor().get(`/api/customer/quotes/${quote.id}`);
    expect(english.body.diagramSvg).toMatch(/ ft</);
    const spanish = await new TestBrowser(server.baseUrl, 'es').get(`/api/customer/quotes/${quote.id}`);
    expect(spanish.body.diagramSvg).toMatch(/ pies</);
    expect(spanish.body.diagramSvg).not.toMatch(/ ft</);
  });
});

describe('the customer’s answer', () => {
  it('approves with a typed signature once, logs IP and user agent, and notifies only that contractor', async () => {
    const { browser, quote, sent } = await sentQuote();
    const customer = visitor();
    const unsigned = await customer.post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: ' ',
      version: sent.quote.version,
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.fields).toEqual({
      signatureName: 'Type your full name to sign',
      consent: 'Check the box to confirm you approve this quote',
    });

    const signature = { signatureName: 'Dana Q. Buyer', consent: true, version: sent.quote.version };
    const approved = await customer.request('POST', `/api/customer/quotes/${quote.id}/approve`, {
      body: signature,
      headers: { 'user-agent': 'PhoneBrowser/1.0' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approvedBy: 'Dana Q. Buyer',
      canRespond: false,
    });
    const again = await customer.post(`/api/customer/quotes/${quote.id}/approve`, signature);
    expect(again.status).toBe(200);
    expect(again.body.approvedAt).toBe(approved.body.approvedAt);

    const stored = (await browser.get(`/api/quotes/${quote.id}`)).body;
    expect(stored).toMatchObject({
      status: 'approved',
      approvedBy: 'Dana Q. Buyer',
      approvalMethod: 'online_signature',
    });
    const events = (await browser.get(`/api/quotes/${quote.id}/activity`)).body.events;
    const approval = events.find((event: { data: { to?: string } }) => event.data.to === 'approved');
    expect(approval.data).toMatchObject({ by: 'customer', ip: '127.0.0.1', userAgent: 'PhoneBrowser/1.0' });
    expect(events.filter((event: { data: { to?: string } }) => event.data.to === 'approved')).toHaveLength(1);

    const notifications = (await browser.get('/api/quote-approval-notifications')).body.notifications;
    expect(notifications).toEqual([
      {
        id: expect.any(String),
        message: `Dana Buyer approved quote #${quote.number}`,
        quoteId: quote.id,
        quoteNumber: quote.number,
        timestamp: approved.body.approvedAt,
        customerName: 'Dana Buyer',
      },
    ]);
    const other = (await signUpContractor(server.baseUrl)).browser;
    expect((await other.get('/api/quote-approval-notifications')).body.notifications).toEqual([]);

    const decline = await customer.post(`/api/customer/quotes/${quote.id}/decline`, {
      reason: 'Changed my mind',
    });
    expect(decline.status).toBe(409);
    expect(decline.body.code).toBe('QUOTE_CLOSED');
  });

  it('declines with a reason, losing the quote', async () => {
    const { browser, quote } = await sentQuote();
    const customer = visitor();
    expect(
      (await customer.post(`/api/customer/quotes/${quote.id}/decline`, { reason: '' })).body.fields,
    ).toEqual({
      reason: 'Tell the contractor why, in 500 characters or less',
    });
    const declined = await customer.post(`/api/customer/quotes/${quote.id}/decline`, {
      reason: 'Went with a neighbour',
    });
    expect(declined.body).toMatchObject({
      status: 'lost',
      declineReason: 'Went with a neighbour',
      canRespond: false,
    });
    expect((await browser.get(`/api/quotes/${quote.id}`)).body).toMatchObject({
      status: 'lost',
      declineReason: 'Went with a neighbour',
    });
    const approve = await customer.post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: 'Dana Buyer',
      consent: true,
      version: declined.body.version,
    });
    expect(approve.status).toBe(409);
  });

  it('still notifies when the bus fails at approval time: the scheduled run publishes it', async () => {
    const { browser, quote, sent } = await sentQuote();
    setEventPublisher(async () => {
      throw new Error('bus unavailable');
    });
    const approved = await visitor().post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: 'Dana Buyer',
      consent: true,
      version: sent.quote.version,
    });
    expect(approved.status).toBe(200);
    expect((await browser.get('/api/quote-approval-notifications')).body.notifications).toHaveLength(0);

    setEventPublisher(undefined);
    expect(await republishPendingEvents({ minAgeMs: 0 })).toBeGreaterThanOrEqual(1);
    expect((await browser.get('/api/quote-approval-notifications')).body.notifications).toHaveLength(1);
    expect(await republishPendingEvents({ minAgeMs: 0 })).toBe(0);
  });

  it('signs only the version the customer read, and keeps the price an approved quote was signed for', async () => {
    const { browser, quote, sent } = await sentQuote();
    const edited = await browser.put(`/api/quotes/${quote.id}`, {
      request: { ...quote.request, sides: [{ lengthFt: 200, gates: [] }] },
      homeownerId: quote.homeownerId,
      version: sent.quote.version,
    });
    expect(edited.status).toBe(200);
    const stale = await visitor().post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: 'Dana Buyer',
      consent: true,
      version: sent.quote.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'QUOTE_CHANGED',
      message: 'This quote changed since you opened it. Review the new version before approving.',
    });
    const fresh = (await visitor().get(`/api/customer/quotes/${quote.id}`)).body;
    expect(fresh.totalCost).toBe(edited.body.totalCost);
    const approved = await visitor().post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: 'Dana Buyer',
      consent: true,
      version: fresh.version,
    });
    expect(approved.status).toBe(200);
    const signed = (await browser.get(`/api/quotes/${quote.id}`)).body;
    expect(signed.approvedTotal).toBe(edited.body.totalCost);

    const edit = await browser.put(`/api/quotes/${quote.id}`, {
      request: quote.request,
      homeownerId: quote.homeownerId,
      version: signed.version,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('QUOTE_LOCKED');
    expect((await browser.get(`/api/quotes/${quote.id}`)).body.totalCost).toBe(edited.body.totalCost);
  });

  it('makes one notification from an event delivered twice', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const event = {
      eventId: `quote.approved-q_${randomUUID()}`,
      contractorId: user.contractor.id,
      quoteId: `q_${randomUUID()}`,
      quoteNumber: 7,
      customerName: 'Twice Delivered',
      approvedBy: 'Twice Delivered',
      approvedAt: new Date().toISOString(),
      totalCents: 123456,
    };
    await Promise.all([dispatchEvent('quote.approved', event), dispatchEvent('quote.approved', event)]);
    await dispatchEvent('quote.approved', event);
    expect((await browser.get('/api/quote-approval-notifications')).body.notifications).toHaveLength(1);
  });
});

describe('a homeowner asking for their quote by text', () => {
  it('gets it from the contractor serving the ZIP, once', async () => {
    const zip = freshZip();
    const { browser, user } = await signUpContractor(server.baseUrl);
    const onboarded = await browser.put('/api/onboarding', {
      businessName: 'Lead Fence Co',
      contactName: 'Rosa Martinez',
      phone: '3125550142',
      address: { street: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' },
      licenseNumber: '',
      insuranceNumber: '',
      serviceAreas: [zip],
      rates: {
        pricePerFoot: { vinyl: 25, cedar: 20, chain: 15 },
        laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
      },
      branding: { logoUrl: '', tagline: '', primaryColor: '#0f766e' },
    });
    expect(onboarded.status).toBe(200);
    const phone = freshPhone();
    const lead = {
      request: fence(zip),
      name: 'Tex Homeowner',
      phone,
      textRequested: true,
      idempotencyKey: randomUUID(),
    };
    // Its own address: other files' lead tests share 127.0.0.1's hourly allowance.
    const homeowner = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    const first = await homeowner.post('/api/leads', lead);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ contractorName: 'Lead Fence Co', text: 'sent' });
    const retried = await homeowner.post('/api/leads', lead);
    expect(retried.body).toMatchObject({ leadId: first.body.leadId, text: 'sent' });
    const texts = await textsTo(phone);
    expect(texts).toHaveLength(1);
    // An estimate, not an offer: the contractor has not sent it, so there is nothing to sign yet.
    expect(texts[0]?.body).toMatch(/^Your fence estimate from Lead Fence Co: \$[\d,.]+\. See it here: /);
    const quote = (await browser.get(`/api/quotes/${first.body.leadId}`)).body;
    expect(quote.status).toBe('draft');
    const view = (await homeowner.get(`/api/customer/quotes/${quote.id}`)).body;
    expect(view).toMatchObject({ isEstimate: true, canRespond: false });
    const approve = await homeowner.post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: 'Tex Homeowner',
      consent: true,
      version: view.version,
    });
    expect(approve.status).toBe(409);
    expect(user.contractor.id).toBeTruthy();
  });
});
