// A customer's timeline: their quotes, jobs, visits, payments, texts and job notes by id, newest first, with
// what they paid and owe, in a bounded number of DynamoDB requests.
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '#functions/store/client';
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
  it('lists a new person’s quote, visit, job, payment, note and text, and keeps same-named customers apart', async () => {
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
    const noted = await owner.browser.post(`/api/jobs/${job.id}/progress-notes`, {
      note: 'Posts set in concrete',
    });
    expect(noted.status).toBe(201);
    const texted = await owner.browser.post(`/api/quotes/${quote.id}/send`, {});
    expect(texted.status).toBe(200);

    const commands: string[] = [];
    const counter =
      (next: (args: unknown) => Promise<unknown>, context: { commandName: string }) => (args: unknown) => {
        commands.push(context.commandName);
        return next(args);
      };
    dynamoClient.middlewareStack.add(counter as never, { step: 'initialize', name: 'countTimelineRequests' });
    const timeline = await owner.browser
      .get(`/api/homeowners/${customerId}/timeline`)
      .finally(() => dynamoClient.middlewareStack.remove('countTimelineRequests'));
    expect(timeline.status).toBe(200);
    // The session and its user, the customer, then one Query per kind of record — however long the history.
    expect(commands.filter((name) => name === 'QueryCommand')).toHaveLength(5);
    expect(commands.length).toBeLessThanOrEqual(9);
    expect(
      timeline.body.entries.map((entry: { kind: string; id: string }) => [entry.kind, entry.id]),
    ).toEqual([
      ['event', visit.body.id],
      ['message', texted.body.message.id],
      ['note', expect.any(String)],
      ['payment', paid.body.payments?.[0]?.id ?? expect.any(String)],
      ['job', job.id],
      ['quote', quote.id],
    ]);
    const [, message, note, payment, , quoteEntry] = timeline.body.entries;
    expect(message).toMatchObject({
      channel: 'sms',
      status: 'sent',
      quoteId: quote.id,
      title: texted.body.message.messageContent,
    });
    expect(note).toMatchObject({ title: 'Posts set in concrete', number: job.jobNumber, jobId: job.id });
    expect(payment).toMatchObject({
      amount: deposit.amount,
      status: 'check',
      jobId: job.id,
      number: job.jobNumber,
    });
    expect(quoteEntry).toMatchObject({
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
