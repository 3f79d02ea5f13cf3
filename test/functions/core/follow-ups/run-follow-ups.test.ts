// Follow-ups with a fixed clock, on DynamoDB Local and the real handlers: a sent quote nobody opened gets the
// day-1 text, once however runs overlap; opening it stops that step; an approval stops everything but the
// deposit step; a text due in quiet hours waits until 8 am; an opted-out number gets nothing; a Spanish quote
// gets the Spanish message; an email step sends a branded email; a sequence turned off starts nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { runFollowUps } from '#functions/core/follow-ups/run-follow-ups';
import { savePaymentSettings } from '#functions/store/contractors';
import { listFollowUpMarksOfQuote } from '#functions/store/follow-ups';
import {
  createContractor,
  createQuote,
  emailsTo,
  fenceInput,
  freshPhone,
  textsTo,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const minutes = (count: number) => count;
const hours = (count: number) => count * 60;
const days = (count: number) => count * 24 * 60;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const step = (overrides: Record<string, unknown>) => ({
  name: 'A step',
  trigger: 'sent_not_viewed',
  delayMinutes: days(1),
  channel: 'text',
  message: {
    en: 'Hi {firstName}, {businessName} here: your {total} quote {link}',
    es: 'Hola {firstName}, {businessName}: {total} {link}',
  },
  active: true,
  ...overrides,
});

/** A business in Chicago texting by preference, with a follow-up sequence on. */
const business = async (steps: Array<Record<string, unknown>>, enabled = true) => {
  const owner = await createContractor(server.baseUrl);
  await savePaymentSettings(
    owner.contractorId,
    { ...contractorDefaults.payment, communicationPreference: 'sms' },
    'America/Chicago',
  );
  const saved = await owner.browser.put('/api/follow-ups', { enabled, steps });
  expect(saved.status).toBe(200);
  return owner;
};

/** A quote for Dana texted now; answers it with its phone. */
const textedQuote = async (
  owner: Awaited<ReturnType<typeof business>>,
  overrides: Record<string, unknown> = {},
) => {
  const phone = freshPhone('773');
  const email = `dana.${phone}@example.com`;
  const quote = await createQuote(owner.browser, {
    request: fenceInput({ sides: [{ lengthFt: 80, gates: [] }] }),
    customerName: 'Dana Quinn',
    phone,
    email,
    ...overrides,
  });
  const sent = await owner.browser.post(`/api/quotes/${quote.id}/send`, {});
  expect(sent.status).toBe(200);
  return { quote: sent.body.quote, phone, email };
};

const followUpTextsTo = async (phone: string) =>
  (await textsTo(phone)).filter((text) => !text.body.includes('sent you a fence quote'));

const customer = () => new TestBrowser(server.baseUrl, 'en', freshLoopbackIp());

describe('follow-ups', () => {
  it('text a quote nobody opened after a day, once however runs overlap', async () => {
    at('2026-11-02T15:00:00Z'); // Monday 9:00 in Chicago
    const owner = await business([step({})]);
    const { quote, phone } = await textedQuote(owner);
    at('2026-11-03T14:59:00Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(0);

    at('2026-11-03T15:01:00Z');
    const reports = await Promise.all([
      runFollowUps(new Date()),
      runFollowUps(new Date()),
      runFollowUps(new Date()),
    ]);
    expect(reports.reduce((sum, report) => sum + report.followUpsSent, 0)).toBe(1);
    const texts = await followUpTextsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(
      new RegExp(
        `^Hi Dana, ${owner.signup.businessName} here: your \\$[\\d,]+\\.\\d\\d quote http://\\S+/e/[\\w-]{16}$`,
      ),
    );
    await runFollowUps(new Date('2026-11-05T15:00:00Z'));
    expect(await followUpTextsTo(phone)).toHaveLength(1);
    // The quote's messages show it.
    at('2026-11-03T15:02:00Z');
    await owner.browser.post('/api/auth/login', {
      email: owner.signup.email,
      password: owner.signup.password,
    });
    const messages = (await owner.browser.get(`/api/quotes/${quote.id}/messages`)).body.messages;
    expect(messages.map((message: { messageContent: string }) => message.messageContent)).toContain(
      texts[0]?.body,
    );
  });

  it('stop the "not opened" step once the customer opens the quote, and go on with "opened, not answered"', async () => {
    at('2026-11-02T15:00:00Z');
    const owner = await business([
      step({ name: 'Not opened' }),
      step({
        name: 'No answer',
        trigger: 'viewed_not_answered',
        delayMinutes: days(2),
        message: { en: 'Questions, {firstName}?', es: '' },
      }),
    ]);
    const { quote, phone } = await textedQuote(owner);
    at('2026-11-02T18:00:00Z');
    expect((await customer().post(`/api/customer/quotes/${quote.id}/viewed`, {})).status).toBeLessThan(300);
    at('2026-11-03T16:00:00Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(0);
    at('2026-11-04T18:01:00Z');
    await runFollowUps(new Date());
    expect((await followUpTextsTo(phone)).map((text) => text.body)).toEqual(['Questions, Dana?']);
    const marks = await listFollowUpMarksOfQuote(owner.contractorId, quote.id);
    expect(marks.map((mark) => [mark.trigger, mark.status, mark.reason ?? null]).sort()).toEqual([
      ['sent_not_viewed', 'cancelled', 'viewed'],
      ['viewed_not_answered', 'sent', null],
    ]);
  });

  it('send nothing more once the quote is approved, except the deposit step', async () => {
    at('2026-11-02T15:00:00Z');
    const owner = await business([
      step({ name: 'Not opened' }),
      step({ name: 'No answer', trigger: 'viewed_not_answered', delayMinutes: hours(4) }),
      step({
        name: 'Deposit',
        trigger: 'approved_no_deposit',
        delayMinutes: days(3),
        channel: 'email',
        message: { en: 'Thanks {firstName}! The deposit for {total} is next: {link}', es: '' },
      }),
    ]);
    const { quote, phone, email } = await textedQuote(owner);
    const visitor = customer();
    await visitor.post(`/api/customer/quotes/${quote.id}/viewed`, {});
    const page = (await visitor.get(`/api/customer/quotes/${quote.id}`)).body;
    at('2026-11-02T16:00:00Z');
    const approved = await visitor.post(`/api/customer/quotes/${quote.id}/approve`, {
      signatureName: 'Dana Quinn',
      consent: true,
      version: page.version,
    });
    expect(approved.status).toBe(200);
    at('2026-11-04T15:00:00Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(0);
    at('2026-11-05T16:01:00Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(0);
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body).toMatch(/^Thanks Dana! The deposit for \$[\d,.]+ is next: http/);
    expect(emails[0]?.subject).toBe(`A note from ${owner.signup.businessName} about your fence quote`);
    expect(emails[0]?.html).toContain('View and approve your quote');
  });

  it('wait until 8 am when a text falls due in quiet hours', async () => {
    at('2026-11-03T03:00:00Z'); // Monday 21:00 in Chicago
    const owner = await business([step({ delayMinutes: minutes(30) })]);
    const { phone, quote } = await textedQuote(owner);
    at('2026-11-03T03:31:00Z');
    const night = await runFollowUps(new Date());
    expect(night.followUpsDeferred).toBeGreaterThanOrEqual(1);
    expect(await followUpTextsTo(phone)).toHaveLength(0);
    const [mark] = await listFollowUpMarksOfQuote(owner.contractorId, quote.id);
    expect(mark).toMatchObject({ status: 'scheduled', dueAt: '2026-11-03T14:00:00.000Z' }); // 8:00 CST
    at('2026-11-03T13:59:00Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(0);
    at('2026-11-03T14:00:30Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(1);
  });

  it('send nothing to a number that replied STOP, and write Spanish to a Spanish-speaking customer', async () => {
    at('2026-11-02T15:00:00Z');
    const owner = await business([step({})]);
    const stopped = await textedQuote(owner);
    const reply = await fetch(`${server.baseUrl}/dev/sms-reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: `+1${stopped.phone}`, text: 'STOP' }),
    });
    expect(reply.status).toBe(200);
    const spanish = await textedQuote(owner, { language: 'es' });
    at('2026-11-03T16:00:00Z');
    await runFollowUps(new Date());
    expect(
      (await followUpTextsTo(stopped.phone)).filter((text) => !text.body.includes('no more texts')),
    ).toHaveLength(0);
    const [mark] = await listFollowUpMarksOfQuote(owner.contractorId, stopped.quote.id);
    expect(mark).toMatchObject({ status: 'cancelled', reason: 'opted_out' });
    const texts = (await textsTo(spanish.phone)).map((text) => text.body);
    expect(texts[0]).toMatch(new RegExp(`^Hola Dana, ${owner.signup.businessName}: \\$`));
  });

  it('start nothing while the sequence is off', async () => {
    at('2026-11-02T15:00:00Z');
    const owner = await business([step({})], false);
    const { quote, phone } = await textedQuote(owner);
    at('2026-11-04T15:00:00Z');
    await runFollowUps(new Date());
    expect(await followUpTextsTo(phone)).toHaveLength(0);
    expect(await listFollowUpMarksOfQuote(owner.contractorId, quote.id)).toEqual([]);
  });
});
