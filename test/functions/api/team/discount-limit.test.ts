// Standard prices across reps, through the real runtime: the owner sets how deep a rep may discount; a rep's
// quote beyond it is saved with its discount pending, the owner is told in the bell, and it cannot be sent
// until the owner approves it. Owners discount freely.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  type Contractor,
  createContractor,
  createQuote,
  fenceInput,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import type { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

let owner: Contractor;
let rep: { browser: TestBrowser; userId: string };
/** The pre-tax price of the test fence with no adjustment, in dollars. */
let price: number;
beforeAll(async () => {
  owner = await createContractor(server.baseUrl);
  rep = await addTeamMember(owner, 'rep', { firstName: 'Rita', lastName: 'Seller' });
  const plain = await createQuote(owner.browser);
  price = plain.totalCost - plain.taxAmount - plain.programFee;
});

/** The test fence with `percent` of its price taken off. */
const discounted = (percent: number) =>
  fenceInput({
    adjustments: [
      { label: 'Loyal customer', value: -Math.round((price * percent) / 100), reason: 'Neighbour deal' },
    ],
  });

const send = (browser: TestBrowser, quoteId: string) => browser.post(`/api/quotes/${quoteId}/send`, {});

const edit = (
  browser: TestBrowser,
  quote: { id: string; homeownerId: string; version: number },
  percent: number,
) =>
  browser.put(`/api/quotes/${quote.id}`, {
    request: discounted(percent),
    homeownerId: quote.homeownerId,
    version: quote.version,
  });

describe('the reps’ discount limit', () => {
  it('is set by the owner alone, read by reps, and checked', async () => {
    expect((await rep.browser.get('/api/team/settings')).body).toEqual({ repDiscountLimitPercent: 10 });
    const refused = await rep.browser.put('/api/team/settings', { repDiscountLimitPercent: 50 });
    expect(refused.status).toBe(403);
    const invalid = await owner.browser.put('/api/team/settings', { repDiscountLimitPercent: 150 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      repDiscountLimitPercent: 'Enter a discount limit from 0 to 100 percent',
    });
    const saved = await owner.browser.put('/api/team/settings', { repDiscountLimitPercent: 12 });
    expect(saved.body).toEqual({ repDiscountLimitPercent: 12 });
    expect((await rep.browser.get('/api/team/settings')).body).toEqual({ repDiscountLimitPercent: 12 });
    await owner.browser.put('/api/team/settings', { repDiscountLimitPercent: 10 });
  });

  it('lets a rep discount within it and send at once', async () => {
    const quote = await createQuote(rep.browser, { request: discounted(5) });
    expect(quote.discount).toMatchObject({ review: null });
    expect(quote.discount.percent).toBeGreaterThan(4);
    expect((await send(rep.browser, quote.id)).status).toBe(200);
  });

  it('holds a rep’s deeper discount for the owner, who is told, and sends it once approved', async () => {
    const quote = await createQuote(rep.browser, { request: discounted(20), customerName: 'Dee Count' });
    expect(quote.discount).toMatchObject({ review: 'pending', reviewedBy: null });
    const held = await send(rep.browser, quote.id);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('DISCOUNT_NEEDS_APPROVAL');
    const markedSent = await rep.browser.post(`/api/quotes/${quote.id}/status`, { status: 'sent' });
    expect(markedSent.status).toBe(409);
    expect((await rep.browser.get(`/api/quotes/${quote.id}`)).body.status).toBe('draft');

    const bell = await owner.browser.get('/api/discount-review-notifications');
    const item = bell.body.notifications.find((entry: { quoteId: string }) => entry.quoteId === quote.id);
    expect(item).toMatchObject({
      type: 'discount_review',
      quoteNumber: quote.number,
      limitPercent: 10,
      requestedBy: { id: rep.userId, name: 'Rita Seller' },
    });
    expect(item.message).toContain('Rita Seller');
    expect((await rep.browser.get('/api/discount-review-notifications')).status).toBe(403);
    const repApproves = await rep.browser.post(`/api/quotes/${quote.id}/discount-review`, {
      decision: 'approve',
    });
    expect(repApproves.status).toBe(403);

    const approved = await owner.browser.post(`/api/quotes/${quote.id}/discount-review`, {
      decision: 'approve',
      note: 'Good neighbour',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.discount).toMatchObject({
      review: 'approved',
      reviewedBy: { id: owner.user.id },
      note: 'Good neighbour',
    });
    const again = await owner.browser.post(`/api/quotes/${quote.id}/discount-review`, { decision: 'reject' });
    expect(again.status).toBe(409);
    const bellAfter = await owner.browser.get('/api/discount-review-notifications');
    expect(bellAfter.body.notifications.map((entry: { quoteId: string }) => entry.quoteId)).not.toContain(
      quote.id,
    );

    // Up to the approved discount needs no new approval; deeper does.
    const same = await edit(rep.browser, approved.body, 20);
    expect(same.body.discount.review).toBe('approved');
    const deeper = await edit(rep.browser, same.body, 30);
    expect(deeper.body.discount.review).toBe('pending');
    const backDown = await edit(rep.browser, deeper.body, 20);
    expect(backDown.body.discount.review).toBe('approved');
    expect((await send(rep.browser, quote.id)).status).toBe(200);
  });

  it('keeps a rejected discount from being sent until the rep brings it within the limit', async () => {
    const quote = await createQuote(rep.browser, { request: discounted(25) });
    const rejected = await owner.browser.post(`/api/quotes/${quote.id}/discount-review`, {
      decision: 'reject',
      note: 'Too deep',
    });
    expect(rejected.body.discount).toMatchObject({ review: 'rejected', note: 'Too deep' });
    const held = await send(rep.browser, quote.id);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(
      'The owner turned down this discount. Change it before sending the quote.',
    );
    const within = await edit(rep.browser, rejected.body, 5);
    expect(within.body.discount.review).toBeNull();
    expect((await send(rep.browser, quote.id)).status).toBe(200);
  });

  it('counts an owner’s save of a rep’s held discount as the owner’s approval, by name', async () => {
    const quote = await createQuote(rep.browser, { request: discounted(20) });
    expect(quote.discount.review).toBe('pending');
    const saved = await edit(owner.browser, quote, 20);
    expect(saved.status).toBe(200);
    expect(saved.body.discount).toMatchObject({ review: 'approved', reviewedBy: { id: owner.user.id } });
    expect((await send(rep.browser, quote.id)).status).toBe(200);
  });

  it('does not hold an owner’s own discount', async () => {
    const quote = await createQuote(owner.browser, { request: discounted(40) });
    expect(quote.discount.review).toBeNull();
    expect((await send(owner.browser, quote.id)).status).toBe(200);
  });

  it('keeps another contractor out of the reviews', async () => {
    const quote = await createQuote(rep.browser, { request: discounted(20) });
    const stranger = await createContractor(server.baseUrl);
    const answer = await stranger.browser.post(`/api/quotes/${quote.id}/discount-review`, {
      decision: 'approve',
    });
    expect(answer.status).toBe(404);
    const bell = await stranger.browser.get('/api/discount-review-notifications');
    expect(bell.body.notifications).toEqual([]);
    expect((await owner.browser.get(`/api/quotes/${quote.id}`)).body.discount.review).toBe('pending');
  });
});
