// The rollups the event consumers keep: each event counts once on the day it happened in the business's time
// zone, under the whole business, its person and its lead source — however often it is delivered, one after
// another or at the same moment.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount } from '#functions/core/auth/create-account';
import { dispatchEvent } from '#functions/core/events/dispatch';
import { listRollups } from '#functions/store/rollups';
import { newSignup } from '#test/support/test-server';

const newContractor = async () => (await createAccount(newSignup())).contractorId;

const approval = (contractorId: string, overrides: Record<string, unknown> = {}) => ({
  eventId: `quote.approved-${randomUUID()}`,
  contractorId,
  quoteId: `q_${randomUUID()}`,
  quoteNumber: 7,
  customerName: 'sealed',
  // 23:30 on 30 November in Chicago, the business's default time zone.
  approvedAt: '2026-12-01T05:30:00.000Z',
  totalCents: 480_000,
  assignedTo: 'u_rita',
  source: 'homeowner',
  createdAt: '2026-11-28T05:30:00.000Z',
  ...overrides,
});

const byBucket = async (contractorId: string) =>
  Object.fromEntries(
    (await listRollups(contractorId, 'D', '2026-11-01', '2026-12-31')).map((item) => [
      `${item.period} ${item.bucket}`,
      item,
    ]),
  );

describe('the rollups', () => {
  it('count an approval once, on the business’s day, for the business, its seller and its source', async () => {
    const contractorId = await newContractor();
    const event = approval(contractorId);
    await dispatchEvent('quote.approved', event);
    await dispatchEvent('quote.approved', event);
    await Promise.all([dispatchEvent('quote.approved', event), dispatchEvent('quote.approved', event)]);
    const rollups = await byBucket(contractorId);
    expect(Object.keys(rollups).sort()).toEqual([
      '2026-11-30 all',
      '2026-11-30 person#u_rita',
      '2026-11-30 source#homeowner',
    ]);
    for (const item of Object.values(rollups))
      expect(item).toMatchObject({ quotesApproved: 1, approvedCents: 480_000, approveSeconds: 3 * 86_400 });
  });

  it('add up different events, and payments under the business', async () => {
    const contractorId = await newContractor();
    await dispatchEvent('quote.approved', approval(contractorId));
    await dispatchEvent(
      'quote.approved',
      approval(contractorId, { assignedTo: 'u_owen', totalCents: 20_000 }),
    );
    const payment = {
      eventId: `payment.received-${randomUUID()}`,
      contractorId,
      jobId: 'job_1',
      jobNumber: 'JOB-00001',
      milestoneId: 'ms_1',
      milestoneName: 'Deposit',
      paymentId: 'pay_1',
      amountCents: 150_000,
      customerName: 'sealed',
      recordedAt: '2026-12-02T18:00:00.000Z',
      milestoneCompleted: true,
    };
    await dispatchEvent('payment.received', payment);
    await dispatchEvent('payment.received', payment);
    const rollups = await byBucket(contractorId);
    expect(rollups['2026-11-30 all']).toMatchObject({ quotesApproved: 2, approvedCents: 500_000 });
    expect(rollups['2026-11-30 person#u_owen']).toMatchObject({ quotesApproved: 1, approvedCents: 20_000 });
    expect(rollups['2026-12-02 all']).toMatchObject({ paymentsReceived: 1, paymentsCents: 150_000 });
  });
});
