// The dashboard and the reports from a known history, to the cent: quotes in several states sold by two
// people, a homeowner's lead, a job and payments on both sides of a month's end in Chicago — through the real
// handlers at chosen moments (only Date is faked). The same figures come back after rebuilding the rollups from
// the records, the reads take a bounded number of DynamoDB calls, and the CSV exports hold the records.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildRollups } from '#functions/core/rollups/rebuild-rollups';
import { dynamoClient } from '#functions/store/client';
import {
  addTeamMember,
  convertQuote,
  createContractor,
  createQuote,
  freshPhone,
  freshZip,
  onboardingInput,
} from '#test/support/factories';
import { noFigures } from '#test/support/report-figures';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const cents = (dollars: number) => Math.round(dollars * 100);
const visitor = () => new TestBrowser(server.baseUrl, 'en', freshLoopbackIp());

/** Counts the DynamoDB calls `work` makes. */
const countCalls = async (work: () => Promise<unknown>) => {
  let calls = 0;
  const counter = (next: (args: unknown) => Promise<unknown>) => (args: unknown) => {
    calls += 1;
    return next(args);
  };
  dynamoClient.middlewareStack.add(counter as never, { step: 'initialize', name: 'countReportCalls' });
  try {
    await work();
  } finally {
    dynamoClient.middlewareStack.remove('countReportCalls');
  }
  return calls;
};

interface History {
  owner: Awaited<ReturnType<typeof createContractor>>;
  rep: Awaited<ReturnType<typeof addTeamMember>>;
  won: { id: string; totalCost: number };
  jobId: string;
}

let history: History;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Sunday 4 October 2026, 10:00 in Chicago (CDT, UTC−5).
  at('2026-10-04T15:00:00.000Z');
  const owner = await createContractor(server.baseUrl);
  const zip = freshZip();
  expect((await owner.browser.put('/api/onboarding', onboardingInput({ serviceAreas: [zip] }))).status).toBe(
    200,
  );
  const rep = await addTeamMember(owner, 'rep');
  // Sessions idle out after 12 hours: each jump in time signs both in again.
  const moveTo = async (iso: string) => {
    at(iso);
    for (const [browser, email, password] of [
      [owner.browser, owner.signup.email, owner.signup.password],
      [rep.browser, rep.email, rep.password],
    ] as const)
      expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
  };

  await moveTo('2026-10-05T15:00:00.000Z');
  const won = await createQuote(owner.browser);
  const lost = await createQuote(rep.browser, {
    request: { zipCode: zip, material: 'cedar', sides: [{ lengthFt: 60, gates: [] }] },
  });
  const declined = await createQuote(rep.browser);

  await moveTo('2026-10-06T15:00:00.000Z');
  // Texted (the customer's link works), or marked sent.
  expect((await owner.browser.post(`/api/quotes/${won.id}/send`, {})).status).toBe(200);
  expect((await rep.browser.post(`/api/quotes/${lost.id}/status`, { status: 'sent' })).status).toBe(200);
  expect((await rep.browser.post(`/api/quotes/${declined.id}/send`, {})).status).toBe(200);

  // A homeowner's lead, answered by the rep's text half an hour later.
  await moveTo('2026-10-07T15:00:00.000Z');
  const lead = await visitor().post('/api/leads', {
    request: { zipCode: zip, material: 'vinyl', sides: [{ lengthFt: 120, gates: [] }] },
    name: 'Hank Homeowner',
    phone: freshPhone('773'),
    idempotencyKey: randomUUID(),
  });
  expect(lead.status).toBe(201);
  await moveTo('2026-10-07T15:30:00.000Z');
  expect((await rep.browser.post(`/api/quotes/${lead.body.leadId}/send`, {})).status).toBe(200);

  await moveTo('2026-10-08T15:00:00.000Z');
  for (const quote of [won, declined])
    expect((await visitor().post(`/api/customer/quotes/${quote.id}/viewed`)).status).toBe(200);
  // A second look is not a second view, and a link preview's read is none.
  expect((await visitor().post(`/api/customer/quotes/${won.id}/viewed`)).status).toBe(200);
  expect((await visitor().get(`/api/customer/quotes/${lost.id}`)).status).toBe(404);

  await moveTo('2026-10-10T15:00:00.000Z');
  expect((await owner.browser.post(`/api/quotes/${won.id}/status`, { status: 'approved' })).status).toBe(200);
  expect((await rep.browser.post(`/api/quotes/${lost.id}/status`, { status: 'lost' })).status).toBe(200);
  expect(
    (await visitor().post(`/api/customer/quotes/${declined.id}/decline`, { reason: 'Too expensive' })).status,
  ).toBe(200);

  await moveTo('2026-10-12T15:00:00.000Z');
  const job = await convertQuote(owner.browser, won.id);

  // 23:30 on Saturday 31 October in Chicago (04:30 UTC on 1 November): October's money.
  await moveTo('2026-11-01T04:30:00.000Z');
  const pay = (amount: number) =>
    owner.browser.post(`/api/jobs/${job.id}/payments`, {
      milestoneId: job.milestones[0].id,
      amount,
      paymentMethod: 'check',
      checkNumber: '1042',
      paymentDate: '2026-10-31',
    });
  expect((await pay(100)).status).toBe(201);
  // 01:00 on 1 November in Chicago (CST by then): November's.
  await moveTo('2026-11-01T07:00:00.000Z');
  expect((await pay(50)).status).toBe(201);

  await moveTo('2026-11-15T15:00:00.000Z');
  history = { owner, rep, won, jobId: job.id };
});

afterAll(() => {
  vi.useRealTimers();
});

const summaryOf = async (from: string, to: string, groupBy = 'person') => {
  const response = await history.owner.browser.get(
    `/api/reports/summary?from=${from}&to=${to}&groupBy=${groupBy}`,
  );
  expect(response.status).toBe(200);
  return response.body;
};

const none = noFigures;

const october = () => ({
  ...none,
  quotesCreated: 4,
  leadsCreated: 1,
  quotesSent: 4,
  quotesViewed: 2,
  quotesApproved: 1,
  quotesLost: 2,
  quotesDeclined: 1,
  jobsCreated: 1,
  paymentsReceived: 1,
  wonCents: cents(history.won.totalCost),
  collectedCents: 10_000,
  closeRate: 0.3333,
  averageDealCents: cents(history.won.totalCost),
  // Sent on the 6th at 10:00, approved on the 10th at 10:00.
  averageDaysToApprove: 4,
  // Approved on the 10th at 15:00 UTC, first paid on 1 November at 04:30 UTC: 21 days 13.5 hours.
  averageDaysToDeposit: 21.6,
  averageFirstResponseMinutes: 30,
});

describe('the reports', () => {
  it('count each month’s events on the business’s calendar, to the cent', async () => {
    const report = await summaryOf('2026-10-01', '2026-10-31');
    expect(report.totals).toEqual(october());
    expect(report.timeZone).toBe('America/Chicago');
    expect(report.funnel).toEqual([
      { step: 'sent', count: 4, rate: null },
      { step: 'viewed', count: 2, rate: 0.5 },
      { step: 'approved', count: 1, rate: 0.5 },
      { step: 'converted', count: 1, rate: 1 },
      { step: 'paid', count: 0, rate: 0 },
    ]);
    expect(report.series.granularity).toBe('day');
    expect(report.series.points).toContainEqual({
      period: '2026-10-31',
      wonCents: 0,
      collectedCents: 10_000,
      quotesSent: 0,
      quotesApproved: 0,
    });

    const november = await summaryOf('2026-11-01', '2026-11-30');
    expect(november.totals).toEqual({ ...none, paymentsReceived: 1, collectedCents: 5_000 });
  });

  it('give each person their own figures', async () => {
    const { owner, rep } = history;
    const groups = Object.fromEntries(
      (await summaryOf('2026-10-01', '2026-10-31')).groups.map((group: { key: string }) => [
        group.key,
        group,
      ]),
    );
    expect(Object.keys(groups).sort()).toEqual([owner.user.id, rep.userId].sort());
    expect(groups[owner.user.id].figures).toEqual({
      ...none,
      quotesCreated: 1,
      quotesSent: 1,
      quotesViewed: 1,
      quotesApproved: 1,
      jobsCreated: 1,
      paymentsReceived: 1,
      wonCents: cents(history.won.totalCost),
      collectedCents: 10_000,
      closeRate: 1,
      averageDealCents: cents(history.won.totalCost),
      averageDaysToApprove: 4,
      averageDaysToDeposit: 21.6,
    });
    expect(groups[rep.userId].figures).toEqual({
      ...none,
      quotesCreated: 2,
      quotesSent: 3,
      quotesViewed: 1,
      quotesLost: 2,
      quotesDeclined: 1,
      closeRate: 0,
      averageFirstResponseMinutes: 30,
    });
    expect(groups[rep.userId].label).toBeTruthy();
  });

  it('group by lead source and by material', async () => {
    const bySource = Object.fromEntries(
      (await summaryOf('2026-10-01', '2026-10-31', 'source')).groups.map(
        (group: { key: string; figures: { quotesCreated: number; leadsCreated: number } }) => [
          group.key,
          [group.figures.quotesCreated, group.figures.leadsCreated],
        ],
      ),
    );
    expect(bySource).toEqual({ contractor: [3, 0], homeowner: [1, 1] });
    const byMaterial = Object.fromEntries(
      (await summaryOf('2026-10-01', '2026-10-31', 'material')).groups.map(
        (group: { key: string; figures: { quotesCreated: number } }) => [
          group.key,
          group.figures.quotesCreated,
        ],
      ),
    );
    expect(byMaterial).toEqual({ vinyl: 3, cedar: 1 });
  });

  it('read a year by months, with the same figures', async () => {
    const year = await summaryOf('2026-01-01', '2026-12-31');
    expect(year.series.granularity).toBe('month');
    expect(year.totals).toEqual({
      ...october(),
      paymentsReceived: 2,
      collectedCents: 15_000,
      averageDaysToDeposit: 21.6,
    });
    expect(year.series.points.map((point: { period: string }) => point.period)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    // A period that starts and ends inside months reads their days.
    const span = await summaryOf('2026-10-07', '2026-12-31');
    expect(span.totals.quotesSent).toBe(1);
    expect(span.totals.collectedCents).toBe(15_000);
  });

  it('come out the same after rebuilding the rollups from the records', async () => {
    const before = [await summaryOf('2026-10-01', '2026-10-31'), await summaryOf('2026-11-01', '2026-11-30')];
    const report = await rebuildRollups(history.owner.contractorId);
    expect(report).toMatchObject({ quotes: 4, jobs: 1, payments: 2 });
    expect([
      await summaryOf('2026-10-01', '2026-10-31'),
      await summaryOf('2026-11-01', '2026-11-30'),
    ]).toEqual(before);
  });

  it('show what is owed by age, with the payments behind it', async () => {
    const report = await summaryOf('2026-11-01', '2026-11-30');
    const owedTotal = report.aging.reduce(
      (sum: number, bucket: { owedCents: number }) => sum + bucket.owedCents,
      0,
    );
    for (const bucket of report.aging)
      expect(bucket.owedCents).toBe(
        bucket.payments.reduce((sum: number, payment: { owedCents: number }) => sum + payment.owedCents, 0),
      );
    expect(report.aging.map((bucket: { bucket: string }) => bucket.bucket)).toEqual([
      '0-30',
      '31-60',
      '61-90',
      '90+',
    ]);
    expect(owedTotal).toBeGreaterThanOrEqual(0);
  });

  it('refuse a backwards or too long period, naming the field', async () => {
    const { browser } = history.owner;
    const backwards = await browser.get('/api/reports/summary?from=2026-10-31&to=2026-10-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ to: 'The end date must be on or after the start date' });
    const long = await browser.get('/api/reports/summary?from=2025-01-01&to=2026-10-01');
    expect(long.body.fields).toEqual({ to: 'Choose a period of at most one year' });
    const group = await browser.get('/api/reports/summary?from=2026-10-01&to=2026-10-31&groupBy=zip');
    expect(group.body.fields).toEqual({ groupBy: 'Group by person, lead source or material' });
    const export_ = await browser.get('/api/reports/export?from=2026-10-01&to=2026-10-31&kind=customers');
    expect(export_.status).toBe(400);
  });

  it('are the owner’s: a rep’s dashboard has their own figures, and other contractors see none of it', async () => {
    const { rep } = history;
    expect((await rep.browser.get('/api/reports/summary?from=2026-10-01&to=2026-10-31')).status).toBe(403);
    const mine = (await rep.browser.get('/api/dashboard')).body;
    expect(mine.scope).toBe('mine');
    const stranger = await createContractor(server.baseUrl);
    const theirs = (await stranger.browser.get('/api/reports/summary?from=2026-10-01&to=2026-11-30')).body;
    expect(theirs.totals).toEqual(none);
    expect(theirs.groups).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('puts this month beside last, with what is owed and waiting', async () => {
    const dashboard = (await history.owner.browser.get('/api/dashboard')).body;
    expect(dashboard).toMatchObject({ scope: 'business', today: '2026-11-15', timeZone: 'America/Chicago' });
    expect(dashboard.lastMonth).toEqual(october());
    expect(dashboard.thisMonth).toEqual({ ...none, paymentsReceived: 1, collectedCents: 5_000 });
    const job = (await history.owner.browser.get(`/api/jobs/${history.jobId}`)).body;
    const owed = job.milestones.reduce(
      (sum: number, milestone: { amount: number; paidAmount?: number; dueDate?: string | null }) =>
        milestone.dueDate ? sum + cents(milestone.amount) - cents(milestone.paidAmount ?? 0) : sum,
      0,
    );
    expect(dashboard.balanceOwedCents).toBe(owed);
    // Waiting: the lead the rep texted, never opened; the other sent quotes have their answers.
    expect(dashboard.quotesWaiting).toMatchObject([
      { source: 'homeowner', status: 'sent', sentAt: '2026-10-07T15:30:00.000Z', viewedAt: null },
    ]);
    expect(dashboard.newLeads).toEqual([]);
  });

  it('and the reports take the same few DynamoDB calls whatever the history', async () => {
    const { browser } = history.owner;
    const dashboardCalls = await countCalls(() => browser.get('/api/dashboard'));
    const yearCalls = await countCalls(() =>
      browser.get('/api/reports/summary?from=2025-11-16&to=2026-11-15'),
    );
    expect(dashboardCalls).toBeLessThanOrEqual(12);
    expect(yearCalls).toBeLessThanOrEqual(9);
  });
});

describe('the CSV exports', () => {
  it('hold one row per record of the period, quoted, with a byte-order mark and headers in the caller’s language', async () => {
    const { browser } = history.owner;
    const payments = await browser.request(
      'GET',
      '/api/reports/export?kind=payments&from=2026-10-01&to=2026-10-31',
    );
    expect(payments.status).toBe(200);
    expect(payments.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Streamed: sent a page of rows at a time, with no length known up front.
    expect(payments.headers.get('transfer-encoding')).toBe('chunked');
    expect(payments.headers.get('content-disposition')).toBe(
      'attachment; filename="picket-payments-2026-10-01-to-2026-10-31.csv"',
    );
    // The byte-order mark, as the bytes arrive (a text decoder drops it).
    const raw = await fetch(
      `${server.baseUrl}/api/reports/export?kind=payments&from=2026-10-01&to=2026-10-31`,
      {
        headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      },
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text: string = payments.body;
    expect(
      text.startsWith(
        'Payment date,Recorded,Job number,Customer,Method,Check number,Amount ($),Recorded by\r\n',
      ),
    ).toBe(true);
    const rows = text.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('2026-10-31,2026-10-31,');
    expect(rows[1]).toContain(',Check,1042,100.00,');

    const quotes = await browser.request(
      'GET',
      '/api/reports/export?kind=quotes&from=2026-10-01&to=2026-10-31',
    );
    expect(quotes.body.trim().split('\r\n')).toHaveLength(5);
    const spanish = new TestBrowser(server.baseUrl, 'es');
    expect((await spanish.get('/api/reports/export?kind=quotes&from=2026-10-01&to=2026-10-31')).status).toBe(
      401,
    );
  });
});
