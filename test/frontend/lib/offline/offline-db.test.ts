// The device's databases (frontend/src/lib/offline): one per user; what is kept of each read and put back
// with no signal; what expires; another user's sign-in drops the previous user's reads but not their unsynced
// quotes; logout deletes them all. Against an in-memory IndexedDB (fake-indexeddb).
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepReadsOf, restoreReads } from '#frontend/lib/offline/cached-reads';
import {
  deleteOfflineDatabases,
  dropExpired,
  dropOtherUsersData,
  offlineDb,
} from '#frontend/lib/offline/offline-db';
import { OFFLINE_TTL_MS, type QueuedQuote } from '#frontend/lib/offline/offline-rules';

const names = async () =>
  (await Dexie.getDatabaseNames()).filter((name) => name.startsWith('picket-offline-'));

const queued = (id: string, createdAt = Date.now()): QueuedQuote => ({
  id,
  createdAt,
  request: {} as never,
  localTotal: 1,
  customerName: 'Nadia',
  textKey: null,
  saved: null,
  failure: null,
});

const settle = () => new Promise((done) => setTimeout(done, 20));

beforeEach(async () => {
  await deleteOfflineDatabases();
});

describe('the reads kept on the device', () => {
  it('keeps the offline reads as they arrive (a list’s first page) and nothing else', async () => {
    const db = offlineDb('u_reads');
    const client = new QueryClient();
    client.setQueryData(['/api/pricing-settings'], { pricing: { markupPercentage: 20 } });
    const stop = keepReadsOf(client, db);
    client.setQueryData(['/api/jobs', 'list', { status: null, assignedTo: null }], {
      pages: [{ jobs: ['j1'] }, { jobs: ['j2'] }],
      pageParams: [null, 'v1:next'],
    });
    client.setQueryData(['/api/quotes', 'q_1'], { id: 'q_1' });
    client.setQueryData(['/api/auth/me'], null);
    await settle();
    stop();
    client.setQueryData(['/api/dashboard'], { today: [] });
    await settle();
    const kept = await db.reads.toArray();
    expect(kept.map((read) => read.queryKey[0]).sort()).toEqual(['/api/jobs', '/api/pricing-settings']);
    expect(kept.find((read) => read.queryKey[0] === '/api/jobs')?.data).toEqual({
      pages: [{ jobs: ['j1'] }],
      pageParams: [null],
    });
  });

  it('puts back, dated when the server answered, what the cache lacks and has not expired', async () => {
    const db = offlineDb('u_restore');
    const now = Date.now();
    await db.reads.bulkPut([
      { hash: 'a', queryKey: ['/api/pricing-settings'], data: { kept: true }, savedAt: now - 60_000 },
      { hash: 'b', queryKey: ['/api/dashboard'], data: { kept: 'old' }, savedAt: now - OFFLINE_TTL_MS - 1 },
      { hash: 'c', queryKey: ['/api/team'], data: { kept: 'team' }, savedAt: now - 1000 },
      { hash: 'd', queryKey: ['/api/auth/me'], data: { id: 'u_restore' }, savedAt: now - 1000 },
    ]);
    const client = new QueryClient();
    client.setQueryData(['/api/team'], { fresh: true });
    await restoreReads(db, client, now);
    expect(client.getQueryData(['/api/pricing-settings'])).toEqual({ kept: true });
    expect(client.getQueryState(['/api/pricing-settings'])?.dataUpdatedAt).toBe(now - 60_000);
    expect(client.getQueryData(['/api/dashboard'])).toBeUndefined();
    expect(client.getQueryData(['/api/team'])).toEqual({ fresh: true });
    expect(client.getQueryData(['/api/auth/me'])).toBeUndefined();
  });

  it('drops what is older than 30 days', async () => {
    const db = offlineDb('u_expiry');
    const now = Date.now();
    await db.reads.put({ hash: 'a', queryKey: ['/api/team'], data: 1, savedAt: now - OFFLINE_TTL_MS - 1 });
    await db.outbox.bulkPut([queued('old', now - OFFLINE_TTL_MS - 1), queued('new', now)]);
    await dropExpired(db, now);
    expect(await db.reads.count()).toBe(0);
    expect((await db.outbox.toArray()).map((entry) => entry.id)).toEqual(['new']);
  });
});

describe('users on one device', () => {
  it('give each user a database of their own', async () => {
    await offlineDb('u_a').reads.put({ hash: 'x', queryKey: ['/api/team'], data: 'a', savedAt: Date.now() });
    await offlineDb('u_b').reads.put({ hash: 'x', queryKey: ['/api/team'], data: 'b', savedAt: Date.now() });
    expect((await offlineDb('u_a').reads.get('x'))?.data).toBe('a');
    expect((await names()).sort()).toEqual(['picket-offline-u_a', 'picket-offline-u_b']);
  });

  it('another user’s sign-in drops the previous users’ reads, keeping only their unsynced quotes', async () => {
    const now = Date.now();
    await offlineDb('u_gone').reads.put({ hash: 'x', queryKey: ['/api/team'], data: 1, savedAt: now });
    await offlineDb('u_waiting').reads.put({ hash: 'x', queryKey: ['/api/team'], data: 1, savedAt: now });
    await offlineDb('u_waiting').outbox.put(queued('q'));
    await offlineDb('u_next').reads.put({ hash: 'x', queryKey: ['/api/team'], data: 1, savedAt: now });
    await dropOtherUsersData('u_next');
    expect((await names()).sort()).toEqual(['picket-offline-u_next', 'picket-offline-u_waiting']);
    const waiting = offlineDb('u_waiting');
    expect(await waiting.reads.count()).toBe(0);
    expect(await waiting.outbox.count()).toBe(1);
    expect(await offlineDb('u_next').reads.count()).toBe(1);
  });

  it('logout deletes every database of the layer', async () => {
    await offlineDb('u_a').outbox.put(queued('q'));
    await offlineDb('u_b').reads.put({ hash: 'x', queryKey: ['/api/team'], data: 1, savedAt: Date.now() });
    await deleteOfflineDatabases();
    expect(await names()).toEqual([]);
  });
});
