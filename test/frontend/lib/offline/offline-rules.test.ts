// The pure rules of working offline (frontend/src/lib/offline/offline-rules.ts): what is kept and for how
// long, the order the queue syncs in, what a failed call means, when a new total stops a text, and what the
// offline bar says.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#frontend/lib/api-error';
import {
  afterCreate,
  failureKind,
  isExpired,
  isNetworkFailure,
  isOfflineRead,
  keptData,
  OFFLINE_TTL_MS,
  offlineBarMessage,
  offlineDbName,
  type QueuedQuote,
  queueCounts,
  syncOrder,
} from '#frontend/lib/offline/offline-rules';

const day = 24 * 60 * 60 * 1000;

const queued = (id: string, createdAt: number, more: Partial<QueuedQuote> = {}): QueuedQuote => ({
  id,
  createdAt,
  request: { request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 60 }] } } as never,
  localTotal: 1000,
  customerName: 'Nadia Offline',
  textKey: null,
  saved: null,
  failure: null,
  ...more,
});

describe('what is kept on the device', () => {
  it('expires 30 days after it was saved', () => {
    const now = Date.parse('2026-06-30T12:00:00Z');
    expect(OFFLINE_TTL_MS).toBe(30 * day);
    expect(isExpired(now - 30 * day, now)).toBe(false);
    expect(isExpired(now - 30 * day - 1, now)).toBe(true);
    expect(isExpired(now, now)).toBe(false);
  });

  it('keeps the user’s own reads a contractor needs with no signal, and nothing else', () => {
    for (const key of [
      ['/api/auth/me'],
      ['/api/pricing-settings'],
      ['/api/team'],
      ['/api/team/settings'],
      ['/api/dashboard'],
      ['/api/contractors', 'c_1', 'homeowners', { limit: 25, sort: 'newest', assignedTo: null }],
      ['/api/jobs', 'list', { status: null, assignedTo: null }],
    ])
      expect(isOfflineRead(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      ['/api/public/stats'],
      ['/api/homeowners', 'h_1'],
      ['/api/quotes', 'q_1'],
      ['/api/contractors', 'c_1', 'quotes', {}],
      ['/api/contractors', 'c_1', 'homeowners'],
      ['/api/jobs', 'j_1'],
      ['/api/notifications'],
      ['/api/dashboard', 'extra'],
      ['/api/reports', { from: 'x' }],
    ])
      expect(isOfflineRead(key), JSON.stringify(key)).toBe(false);
  });

  it('keeps only the first page of a list', () => {
    const list = { pages: [{ jobs: [1] }, { jobs: [2] }], pageParams: [null, 'v1:next'] };
    expect(keptData(list)).toEqual({ pages: [{ jobs: [1] }], pageParams: [null] });
    const settings = { pricing: {}, catalog: { pages: 'not a list' } };
    expect(keptData(settings)).toBe(settings);
  });

  it('names a database after its user', () => {
    expect(offlineDbName('u_1')).toBe('picket-offline-u_1');
    expect(offlineDbName('u_1')).not.toBe(offlineDbName('u_2'));
  });
});

describe('the queue', () => {
  it('syncs oldest first, the key breaking a tie, and skips what was refused or expired', () => {
    const now = Date.parse('2026-06-30T12:00:00Z');
    const order = syncOrder(
      [
        queued('c', now - 1000),
        queued('b', now - 5000),
        queued('a', now - 1000),
        queued('refused', now - 9000, { failure: 'Check the phone' }),
        queued('old', now - 31 * day),
      ],
      now,
    );
    expect(order.map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
  });

  it('counts what waits apart from what was refused', () => {
    expect(queueCounts([queued('a', 1), queued('b', 2, { failure: 'No' }), queued('c', 3)])).toEqual({
      waiting: 2,
      failed: 1,
    });
  });

  it('stops a run for no network, a session gone, throttling or a failing server; keeps a refusal', () => {
    for (const status of [0, 401, 408, 425, 429, 500, 502, 503]) expect(failureKind(status)).toBe('later');
    for (const status of [400, 403, 404, 409, 413, 422]) expect(failureKind(status)).toBe('refused');
  });

  it('recognises a call that got no answer', () => {
    expect(isNetworkFailure(new ApiError('Network error', 0, 'NETWORK_ERROR'))).toBe(true);
    expect(isNetworkFailure(new ApiError('Bad', 400, 'VALIDATION_FAILED'))).toBe(false);
    expect(isNetworkFailure(new Error('Network error'))).toBe(false);
  });
});

describe('after the server made the quote', () => {
  it('texts it when the totals agree and a text was asked for', () => {
    expect(afterCreate({ localTotal: 2450.5, textKey: 'k' }, 2450.5)).toBe('text');
    expect(afterCreate({ localTotal: 2450.5, textKey: null }, 2450.5)).toBe('done');
    // Floating-point noise is not a new price.
    expect(afterCreate({ localTotal: 0.1 + 0.2, textKey: 'k' }, 0.3)).toBe('text');
  });

  it('tells a new total instead of texting it, however small the change', () => {
    expect(afterCreate({ localTotal: 2450.5, textKey: 'k' }, 2450.51)).toBe('pricesChanged');
    expect(afterCreate({ localTotal: 2450.5, textKey: null }, 2300)).toBe('pricesChanged');
  });
});

describe('the offline bar', () => {
  const state = { online: true, syncing: false, waiting: 0, failed: 0, notices: 0 };

  it('says offline, with how many quotes wait', () => {
    expect(offlineBarMessage({ ...state, online: false })).toEqual({ key: 'offline.bar.offline', count: 0 });
    expect(offlineBarMessage({ ...state, online: false, waiting: 1 })).toEqual({
      key: 'offline.bar.offlineOne',
      count: 1,
    });
    expect(offlineBarMessage({ ...state, online: false, waiting: 2, syncing: true })).toEqual({
      key: 'offline.bar.offlineMany',
      count: 2,
    });
  });

  it('says syncing, then what still waits, was refused or needs a look', () => {
    expect(offlineBarMessage({ ...state, syncing: true, waiting: 2 })?.key).toBe('offline.bar.syncing');
    expect(offlineBarMessage({ ...state, waiting: 3 })).toEqual({ key: 'offline.bar.waitingMany', count: 3 });
    expect(offlineBarMessage({ ...state, failed: 1 })).toEqual({ key: 'offline.bar.failedOne', count: 1 });
    expect(offlineBarMessage({ ...state, notices: 2 })?.key).toBe('offline.bar.notices');
    expect(offlineBarMessage(state)).toBeNull();
  });
});
