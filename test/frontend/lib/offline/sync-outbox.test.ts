// The offline queue's sync (frontend/src/lib/offline/sync-outbox.ts) against an in-memory IndexedDB
// (fake-indexeddb) and a stand-in for the API client: in order, each with its idempotency key, removed only
// after a 2xx; a refusal stays with its message; no network stops the run; a new total is told, not texted.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#frontend/lib/api-error';
import { type OfflineDb, offlineDb } from '#frontend/lib/offline/offline-db';
import type { QueuedQuote } from '#frontend/lib/offline/offline-rules';
import { refusalText, syncQueue } from '#frontend/lib/offline/sync-outbox';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('#frontend/lib/api-client', () => ({ apiPost }));

let db: OfflineDb;
let userCounter = 0;

beforeEach(() => {
  apiPost.mockReset();
  db = offlineDb(`u_sync${++userCounter}`);
});
afterEach(async () => {
  await db.delete();
});

const start = Date.now();

/** A queued quote saved `order` ms into the test. */
const entry = (id: string, order: number, more: Partial<QueuedQuote> = {}): QueuedQuote => ({
  id,
  createdAt: start + order,
  request: { jobTitle: id } as never,
  localTotal: 1000,
  customerName: `Customer ${id}`,
  textKey: null,
  saved: null,
  failure: null,
  ...more,
});

const madeQuote = (id: string, total = 1000) => ({
  id: `q_${id}`,
  number: 7,
  estimate: { totalCost: total },
});

/** The API as the server answers: POST /api/quotes makes the entry's quote, a send answers sent. */
const serverAnswers = (totals: Record<string, number> = {}) =>
  apiPost.mockImplementation(async (path: string, body: { jobTitle?: string }) =>
    path === '/api/quotes'
      ? madeQuote(body.jobTitle ?? '', totals[body.jobTitle ?? ''] ?? 1000)
      : { sent: true },
  );

const calls = () =>
  apiPost.mock.calls.map(([path, , options]) => ({ path, key: options?.headers?.['Idempotency-Key'] }));

describe('syncing the queue', () => {
  it('sends oldest first, each with its own idempotency key, and removes each once made', async () => {
    await db.outbox.bulkPut([entry('b', 2), entry('a', 1), entry('c', 3)]);
    serverAnswers();
    const result = await syncQueue(db);
    expect(calls()).toEqual([
      { path: '/api/quotes', key: 'a' },
      { path: '/api/quotes', key: 'b' },
      { path: '/api/quotes', key: 'c' },
    ]);
    expect(result).toEqual({ synced: 3, notices: [], stopped: false });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at no network and keeps that entry and the ones after it as they were', async () => {
    await db.outbox.bulkPut([entry('a', 1), entry('b', 2), entry('c', 3)]);
    apiPost
      .mockResolvedValueOnce(madeQuote('a'))
      .mockRejectedValueOnce(new ApiError('Network error', 0, 'NETWORK_ERROR'));
    const result = await syncQueue(db);
    expect(result).toMatchObject({ synced: 1, stopped: true });
    expect(apiPost).toHaveBeenCalledTimes(2);
    expect((await db.outbox.toArray()).map((left) => [left.id, left.failure, left.saved])).toEqual([
      ['b', null, null],
      ['c', null, null],
    ]);
  });

  it('keeps a refused quote with the server’s message and goes on with the next', async () => {
    await db.outbox.bulkPut([entry('a', 1), entry('b', 2)]);
    apiPost
      .mockRejectedValueOnce(
        new ApiError('Check the highlighted fields', 400, 'VALIDATION_FAILED', {
          'newCustomer.phone': 'Enter a 10-digit phone number',
        }),
      )
      .mockResolvedValueOnce(madeQuote('b'));
    const result = await syncQueue(db);
    expect(result).toMatchObject({ synced: 1, stopped: false });
    const [refused] = await db.outbox.toArray();
    expect(refused?.id).toBe('a');
    expect(refused?.failure).toBe('Check the highlighted fields · Enter a 10-digit phone number');
    // A refused entry waits for the user: the next run leaves it alone.
    apiPost.mockClear();
    await syncQueue(db);
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('texts a queued "Text quote" after the quote is made, with the send’s own key', async () => {
    await db.outbox.put(entry('a', 1, { textKey: 'send-key' }));
    serverAnswers();
    await syncQueue(db);
    expect(calls()).toEqual([
      { path: '/api/quotes', key: 'a' },
      { path: '/api/quotes/q_a/send', key: 'send-key' },
    ]);
    expect(apiPost.mock.calls[1]?.[1]).toEqual({ channel: 'text' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('tells a new total and texts nothing when the server priced it differently', async () => {
    await db.outbox.put(entry('a', 1, { textKey: 'send-key', localTotal: 1000 }));
    serverAnswers({ a: 1240.5 });
    const result = await syncQueue(db);
    expect(calls().map((call) => call.path)).toEqual(['/api/quotes']);
    expect(result.notices).toEqual([
      expect.objectContaining({
        kind: 'pricesChanged',
        quoteId: 'q_a',
        quoteNumber: 7,
        was: 1000,
        now: 1240.5,
      }),
    ]);
    expect(await db.notices.toArray()).toEqual(result.notices);
    expect(await db.outbox.count()).toBe(0);
  });

  it('after a made quote whose text found no network, the next run only texts it', async () => {
    await db.outbox.put(entry('a', 1, { textKey: 'send-key' }));
    apiPost
      .mockResolvedValueOnce(madeQuote('a'))
      .mockRejectedValueOnce(new ApiError('Network error', 0, 'NETWORK_ERROR'));
    expect(await syncQueue(db)).toMatchObject({ synced: 0, stopped: true });
    expect((await db.outbox.get('a'))?.saved).toEqual({ id: 'q_a', number: 7, total: 1000 });
    apiPost.mockClear();
    serverAnswers();
    expect(await syncQueue(db)).toMatchObject({ synced: 1, stopped: false });
    expect(calls()).toEqual([{ path: '/api/quotes/q_a/send', key: 'send-key' }]);
  });

  it('leaves a notice when the text is refused, and the quote leaves the queue', async () => {
    await db.outbox.put(entry('a', 1, { textKey: 'send-key' }));
    apiPost
      .mockResolvedValueOnce(madeQuote('a'))
      .mockRejectedValueOnce(new ApiError('This customer replied STOP', 409, 'OPTED_OUT'));
    const result = await syncQueue(db);
    expect(result.notices).toEqual([
      expect.objectContaining({ kind: 'textFailed', quoteId: 'q_a', message: 'This customer replied STOP' }),
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('writes a refusal’s field messages once, after its message', () => {
    const error = new ApiError('Invalid', 400, 'VALIDATION_FAILED', {
      a: 'Too long',
      b: 'Too long',
      c: 'Invalid',
    });
    expect(refusalText(error)).toBe('Invalid · Too long');
  });
});
