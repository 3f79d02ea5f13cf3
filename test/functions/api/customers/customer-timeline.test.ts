// A customer's timeline: their quotes, jobs and visits by id, newest first, with what they paid and owe.
import { describe, expect, it } from 'vitest';
import {
  convertQuote,
  createContractor,
  createCustomer,
  createQuote,
  freshPhone,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/homeowners/{id}/timeline', () => {
  it('lists a new person’s quote, their visit, job and payment, and keeps same-named customers apart', async () => {
    const owner = await createContractor(server.baseUrl);
    const quote = await createQuote(owner.browser, { customerName: 'Marcus Whitfield' });
    const twin = await createCustomer(owner.browser, {
      firstName: 'Marcus',
      lastName: 'Whitfield',
      phone: freshPhone(),
    });
    const customerId = quote.homeownerId as string;

    const visit = await owner.browser.post(`/api/homeowners/${customerId}/schedule-visit`, {
      scheduledDate: inDays(3),
      isAnytime: true,
    });
    expect(visit.status).toBe(201);
    const job = await convertQuote(owner.browser, quote.id);
    const [deposit] = job.milestones;
    const paid = await owner.browser.post(`/api/jobs/${job.id}/payments`, {
      milestoneId: deposit.id,
      amount: deposit.amount,
      paymentMethod: 'check',
      paymentDate: inDays(0),
    });
    expect(paid.status).toBe(201);

    const timeline = await owner.browser.get(`/api/homeowners/${customerId}/timeline`);
    expect(timeline.status).toBe(200);
    expect(
      timeline.body.entries.map((entry: { kind: string; id: string }) => [entry.kind, entry.id]),
    ).toEqual([
      ['event', visit.body.id],
      ['job', job.id],
      ['quote', quote.id],
    ]);
    expect(timeline.body.entries[2]).toMatchObject({
      number: String(quote.number),
      status: 'converted_to_job',
    });
    expect(timeline.body.lifetimeValue).toBe(deposit.amount);
    expect(timeline.body.balanceOwed).toBeCloseTo(job.totalAmount - deposit.amount, 2);

    const other = await owner.browser.get(`/api/homeowners/${twin.id}/timeline`);
    expect(other.body).toEqual({ entries: [], lifetimeValue: 0, balanceOwed: 0 });
  });

  it('is 404 for another contractor’s customer', async () => {
    const owner = await createContractor(server.baseUrl);
    const stranger = await createContractor(server.baseUrl);
    const customer = await createCustomer(owner.browser, { phone: freshPhone() });
    expect((await stranger.browser.get(`/api/homeowners/${customer.id}/timeline`)).status).toBe(404);
    expect((await owner.browser.get(`/api/homeowners/${customer.id}/timeline`)).status).toBe(200);
  });
});
