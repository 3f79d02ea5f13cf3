// Customers' replies in AWS: two-way SMS publishes each reply to the inbound topic, whose Lambda
// (events/sms-inbound) reads it and hands it to handleInboundSms. A message that is no reply is dropped, a
// reply delivered twice is answered once, a failure is thrown (and can be handled on the retry), and a reply
// that is no keyword lands in the SMS log of the contractor who last texted the number — beside the quote it
// answers and on the customer's timeline.
import type { SNSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '#events/sms-inbound/handler';
import { phoneTokenOf } from '#functions/core/texting/text-consent';
import { parseTwoWaySms } from '#functions/core/texting/two-way-sms';
import { PhoneLastTexter } from '#functions/store/entities/text-consent';
import { createContractor, createQuote, freshPhone, textsTo } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

/** The two-way SMS message of AWS End User Messaging SMS, as its documentation shows it. */
const twoWayMessage = (overrides: Record<string, unknown> = {}) => ({
  originationNumber: '+14255550182',
  destinationNumber: '+12125550101',
  messageKeyword: 'JOIN',
  messageBody: 'EXAMPLE',
  inboundMessageId: `cae173d2-66b9-564c-8309-${Math.random().toString(16).slice(2, 14)}`,
  previousPublishedMessageId: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  ...overrides,
});

/** The SNS event Lambda gets from the topic. */
const snsEvent = (message: string): SNSEvent => ({
  Records: [
    {
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:us-east-1:111122223333:InboundSms:sub',
      Sns: {
        Type: 'Notification',
        MessageId: crypto.randomUUID(),
        TopicArn: 'arn:aws:sns:us-east-1:111122223333:InboundSms',
        Subject: '',
        Message: message,
        Timestamp: new Date().toISOString(),
        SignatureVersion: '1',
        Signature: 'EXAMPLE',
        SigningCertUrl: 'https://sns.us-east-1.amazonaws.com/cert.pem',
        UnsubscribeUrl: 'https://sns.us-east-1.amazonaws.com/unsubscribe',
        MessageAttributes: {},
      },
    },
  ],
});

const deliver = (phone: string, text: string, inboundMessageId?: string) =>
  handler(
    snsEvent(
      JSON.stringify(
        twoWayMessage({
          originationNumber: `+1${phone}`,
          messageBody: text,
          ...(inboundMessageId ? { inboundMessageId } : {}),
        }),
      ),
    ),
  );

/** A contractor who texted a quote to a fresh number. */
const textedQuote = async () => {
  const owner = await createContractor(server.baseUrl);
  const phone = freshPhone();
  const quote = await createQuote(owner.browser, { phone });
  expect((await owner.browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(200);
  return { owner, phone, quote };
};

describe('reading a two-way SMS message', () => {
  it('takes the documented payload: the customer’s number, the text and the reply’s id', () => {
    const message = twoWayMessage({ inboundMessageId: 'cae173d2-66b9-564c-8309-21f858e9fb84' });
    expect(parseTwoWaySms(JSON.stringify(message))).toEqual({
      from: '+14255550182',
      text: 'EXAMPLE',
      inboundMessageId: 'cae173d2-66b9-564c-8309-21f858e9fb84',
    });
  });

  it('refuses what is not a reply from a US number', () => {
    for (const message of [
      'not json',
      'null',
      '"a string"',
      JSON.stringify({}),
      JSON.stringify(twoWayMessage({ originationNumber: '+442071838750' })),
      JSON.stringify(twoWayMessage({ originationNumber: 4255550182 })),
      JSON.stringify(twoWayMessage({ messageBody: null })),
      JSON.stringify(twoWayMessage({ messageBody: 'x'.repeat(1601) })),
      JSON.stringify(twoWayMessage({ inboundMessageId: '' })),
      JSON.stringify(twoWayMessage({ inboundMessageId: 'a b' })),
    ]) {
      expect(parseTwoWaySms(message), message).toBeNull();
    }
  });
});

describe('the inbound-SMS Lambda', () => {
  it('logs and drops a malformed message instead of failing (a retry could not mend it)', async () => {
    await expect(handler(snsEvent('{"originationNumber": 5'))).resolves.toBeUndefined();
    await expect(handler({ Records: [] } as unknown as SNSEvent)).resolves.toBeUndefined();
  });

  it('answers a keyword once when SNS delivers the reply twice', async () => {
    const { owner, phone } = await textedQuote();
    const before = (await textsTo(phone)).length;
    const id = crypto.randomUUID();
    await deliver(phone, 'HELP', id);
    await deliver(phone, 'HELP', id);
    const texts = await textsTo(phone);
    expect(texts).toHaveLength(before + 1);
    expect(texts[0]?.body).toContain(owner.signup.businessName);
    // Another reply (another id) is answered again.
    await deliver(phone, 'HELP', crypto.randomUUID());
    expect(await textsTo(phone)).toHaveLength(before + 2);
  });

  it('keeps a reply that is no keyword beside the quote it answers and on the customer’s timeline, once', async () => {
    const { owner, phone, quote } = await textedQuote();
    const before = (await textsTo(phone)).length;
    const id = crypto.randomUUID();
    await deliver(phone, 'Can you come Tuesday instead?', id);
    await deliver(phone, 'Can you come Tuesday instead?', id);
    // Nothing is texted back: the reply is for the business.
    expect(await textsTo(phone)).toHaveLength(before);

    const messages = (await owner.browser.get(`/api/quotes/${quote.id}/messages`)).body.messages;
    const replies = messages.filter((message: { status: string }) => message.status === 'received');
    expect(replies).toEqual([
      expect.objectContaining({
        status: 'received',
        recipientPhone: `+1${phone}`,
        messageContent: 'Can you come Tuesday instead?',
        shortLink: '',
        error: null,
        sentAt: null,
        deliveredAt: null,
      }),
    ]);
    // Newest first: the reply comes before the text it answers.
    expect(messages[0]?.status).toBe('received');

    const timeline = (await owner.browser.get(`/api/homeowners/${quote.homeownerId}/timeline`)).body;
    expect(timeline.entries).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        status: 'received',
        title: 'Can you come Tuesday instead?',
        channel: 'sms',
        quoteId: quote.id,
      }),
    );
  });

  it('throws when a reply cannot be handled, and handles it when SNS retries', async () => {
    const { owner, phone, quote } = await textedQuote();
    const phoneToken = await phoneTokenOf(phone);
    const { data: last } = await PhoneLastTexter.get({ phoneToken }).go();
    if (!last) throw new Error('the send recorded no last texter');
    // A last text the log cannot take a row for: the reply's write fails.
    await PhoneLastTexter.upsert({ ...last, purpose: 'not-a-purpose' }).go();
    const id = crypto.randomUUID();
    await expect(deliver(phone, 'Is the price firm?', id)).rejects.toThrow();
    await PhoneLastTexter.upsert(last).go();
    await deliver(phone, 'Is the price firm?', id);
    const messages = (await owner.browser.get(`/api/quotes/${quote.id}/messages`)).body.messages;
    expect(messages.filter((message: { status: string }) => message.status === 'received')).toHaveLength(1);
  });

  it('leaves a reply from a number nobody texted alone', async () => {
    const phone = freshPhone();
    await deliver(phone, 'Hello?');
    await deliver(phone, 'STOP');
    expect(await textsTo(phone)).toEqual([]);
  });
});

describe('replies on the local runtime', () => {
  const reply = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.baseUrl}/dev/sms-reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { outcome?: string } };
  };

  it('plays a redelivery when the same id is sent twice, and refuses a malformed id', async () => {
    const { phone } = await textedQuote();
    expect((await reply({ from: `+1${phone}`, text: 'Thanks!', id: 'in-1' })).body.outcome).toBe('reply');
    expect((await reply({ from: `+1${phone}`, text: 'Thanks!', id: 'in-1' })).body.outcome).toBe('duplicate');
    // Without an id, each call is a new reply.
    expect((await reply({ from: `+1${phone}`, text: 'Thanks!' })).body.outcome).toBe('reply');
    expect((await reply({ from: `+1${phone}`, text: 'Thanks!' })).body.outcome).toBe('reply');
    expect((await reply({ from: `+1${phone}`, text: 'Thanks!', id: 'a b' })).status).toBe(400);
  });
});
