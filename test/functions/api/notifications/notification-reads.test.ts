// The bell's read state: kept per user on the server, so it follows the user to any device, never another's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEEN_NOTIFICATIONS_LIMIT } from '#domain/notification-reads';
import { hashPassword } from '#functions/core/auth/password';
import { store } from '#functions/store/service';
import { createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

/** A second person (a sales rep) at the same contractor, signed in in their own browser. */
const teammateOf = async (contractorId: string) => {
  const email = `rep.${randomUUID()}@example.com`;
  const password = 'Rep-password-for-tests';
  const userId = `u_${randomUUID()}`;
  await store.entities.userEmail.create({ email, contractorId, userId }).go();
  await store.entities.user
    .create({
      contractorId,
      userId,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Rey',
      lastName: 'Ortiz',
      role: 'rep',
    })
    .go();
  const browser = new TestBrowser(server.baseUrl);
  const login = await browser.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return browser;
};

describe('the bell’s read state', () => {
  it('is each user’s own, across devices, and never another contractor’s', async () => {
    const owner = await createContractor(server.baseUrl);
    expect((await owner.browser.get('/api/notifications/seen')).body).toEqual({ seenKeys: [] });
    const marked = await owner.browser.post('/api/notifications/seen', {
      keys: ['payment_received:n2', 'quote_approved:n1'],
    });
    expect(marked.status).toBe(200);
    // Newest first in, oldest first kept.
    expect(marked.body.seenKeys).toEqual(['quote_approved:n1', 'payment_received:n2']);
    const again = await owner.browser.post('/api/notifications/seen', {
      keys: ['overdue:n3', 'quote_approved:n1'],
    });
    expect(again.body.seenKeys).toEqual(['payment_received:n2', 'quote_approved:n1', 'overdue:n3']);

    // Another device of the same user: the same state.
    const otherDevice = new TestBrowser(server.baseUrl);
    await otherDevice.post('/api/auth/login', { email: owner.signup.email, password: owner.signup.password });
    expect((await otherDevice.get('/api/notifications/seen')).body.seenKeys).toHaveLength(3);

    // A teammate and another contractor start from nothing, and their marks leave the owner's alone.
    const teammate = await teammateOf(owner.contractorId);
    expect((await teammate.get('/api/notifications/seen')).body.seenKeys).toEqual([]);
    await teammate.post('/api/notifications/seen', { keys: ['quote_approved:n9'] });
    const stranger = await createContractor(server.baseUrl);
    expect((await stranger.browser.get('/api/notifications/seen')).body.seenKeys).toEqual([]);
    expect((await owner.browser.get('/api/notifications/seen')).body.seenKeys).not.toContain(
      'quote_approved:n9',
    );
  });

  it('keeps the newest 500 keys, and loses none when two tabs mark at once', async () => {
    const owner = await createContractor(server.baseUrl);
    await owner.browser.token();
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((tab) =>
        owner.browser.post('/api/notifications/seen', { keys: [`tab:${tab}`] }),
      ),
    );
    expect((await owner.browser.get('/api/notifications/seen')).body.seenKeys.toSorted()).toEqual([
      'tab:a',
      'tab:b',
      'tab:c',
      'tab:d',
    ]);
    for (let batch = 0; batch < 3; batch++) {
      const keys = Array.from({ length: 200 }, (_, index) => `payment_received:${batch}-${index}`);
      await owner.browser.post('/api/notifications/seen', { keys });
    }
    const kept = (await owner.browser.get('/api/notifications/seen')).body.seenKeys;
    expect(kept).toHaveLength(SEEN_NOTIFICATIONS_LIMIT);
    expect(kept).toContain('payment_received:2-0');
    expect(kept).not.toContain('tab:a');
  });

  it('refuses bad input naming the field, and callers who are not signed in', async () => {
    const owner = await createContractor(server.baseUrl);
    for (const body of [
      {},
      { keys: [] },
      { keys: 'all' },
      { keys: [''] },
      { keys: Array(201).fill('x:y') },
    ]) {
      const response = await owner.browser.post('/api/notifications/seen', body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)[0]).toMatch(/^keys/);
    }
    expect((await owner.browser.get('/api/notifications/seen')).body.seenKeys).toEqual([]);
    expect((await new TestBrowser(server.baseUrl).get('/api/notifications/seen')).status).toBe(401);
  });
});
