// A quote's moves reach the contractor's rollups through the real runtime and its in-process bus: a send, a
// recorded approval, a loss, a customer's decline — each once, under the business, its seller and its source.
import { describe, expect, it } from 'vitest';
import { listRollups } from '#functions/store/rollups';
import { addTeamMember, createContractor, createQuote } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

/** Today's rollups of a contractor by bucket, summed over the days around today (the business's day). */
const rollupsOf = async (contractorId: string) => {
  const around = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const totals: Record<string, Record<string, number>> = {};
  for (const item of await listRollups(contractorId, 'D', around(-2), around(2))) {
    const bucket = totals[item.bucket] ?? {};
    totals[item.bucket] = bucket;
    for (const name of [
      'quotesSent',
      'quotesApproved',
      'quotesLost',
      'quotesDeclined',
      'approvedCents',
    ] as const)
      bucket[name] = (bucket[name] ?? 0) + (item[name] ?? 0);
  }
  return totals;
};

describe('a quote’s moves in the rollups', () => {
  it('count sends, recorded approvals, losses and customers’ declines, each once', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    const won = await createQuote(rep.browser);
    const lost = await createQuote(rep.browser);
    for (const quote of [won, lost])
      expect((await rep.browser.post(`/api/quotes/${quote.id}/status`, { status: 'sent' })).status).toBe(200);
    await rep.browser.post(`/api/quotes/${won.id}/status`, { status: 'approved' });
    await rep.browser.post(`/api/quotes/${lost.id}/status`, { status: 'lost' });

    const declined = await createQuote(rep.browser);
    expect((await rep.browser.post(`/api/quotes/${declined.id}/send`, {})).status).toBe(200);
    const answer = await rep.browser.post(`/api/customer/quotes/${declined.id}/decline`, {
      reason: 'Too expensive',
    });
    expect(answer.status).toBe(200);

    const rollups = await rollupsOf(owner.contractorId);
    const expected = {
      quotesSent: 3,
      quotesApproved: 1,
      quotesLost: 2,
      quotesDeclined: 1,
      approvedCents: Math.round(won.totalCost * 100),
    };
    expect(rollups.all).toEqual(expected);
    expect(rollups[`person#${rep.userId}`]).toEqual(expected);
    expect(rollups['source#contractor']).toEqual(expected);
  });
});
