// Sends the queue of quotes saved offline to the server, oldest first, each exactly once: POST /api/quotes
// with the entry's `Idempotency-Key`, so a repeat (a lost answer, a second tab, a retry) answers the quote
// the first one made. An entry leaves the queue only after a 2xx; a refusal (4xx) stays, marked with the
// server's message, and the run goes on; no network, a 5xx or a signed-out session stops the run, to try
// again later. When the server priced the quote differently from the device nothing is texted and a notice
// tells the new total; otherwise a queued "Text quote" follows, with its own key.
import type { Quote, SendQuoteInput, SentQuote } from '#domain/contract/quotes';
import { apiPost, type JsonValue } from '../api-client';
import { ApiError } from '../api-error';
import type { OfflineDb } from './offline-db';
import { afterCreate, failureKind, type QueuedQuote, type SyncNotice, syncOrder } from './offline-rules';

export interface SyncResult {
  /** Quotes the server now has that the queue held. */
  synced: number;
  /** Notices this run left (a new total, a text that failed). */
  notices: SyncNotice[];
  /** The run stopped before the end (no network, signed out, the server failing). */
  stopped: boolean;
}

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

const createQuote = (entry: QueuedQuote) =>
  apiPost<Quote>('/api/quotes', entry.request as unknown as JsonValue, idempotent(entry.id));

/** "Text quote": by text message, to the quote's phone, in the quote's language. */
const textQuote = (quoteId: string, key: string) => {
  const body: SendQuoteInput = { channel: 'text' };
  return apiPost<SentQuote>(`/api/quotes/${encodeURIComponent(quoteId)}/send`, { ...body }, idempotent(key));
};

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(String(error), 0, 'NETWORK_ERROR');

/** The server's message with its field messages, as the queue shows a refusal. */
export const refusalText = (error: ApiError): string => {
  const details = [...new Set(Object.values(error.fields))].filter((text) => text !== error.message);
  return [error.message, ...details].join(' · ');
};

const notice = (
  kind: SyncNotice['kind'],
  saved: NonNullable<QueuedQuote['saved']>,
  detail: Pick<SyncNotice, 'was' | 'now' | 'message'>,
): SyncNotice => ({
  id: `${kind}:${saved.id}`,
  createdAt: Date.now(),
  kind,
  quoteId: saved.id,
  quoteNumber: saved.number,
  ...detail,
});

/** The entry is done: it leaves the queue, and its notice (if any) is kept in the same transaction. */
const finish = async (db: OfflineDb, id: string, left: SyncNotice | undefined, result: SyncResult) => {
  await db.transaction('rw', db.outbox, db.notices, async () => {
    if (left) await db.notices.put(left);
    await db.outbox.delete(id);
  });
  if (left) result.notices.push(left);
  result.synced += 1;
};

/** Makes the quote (once): its id, number and the server's total, recorded on the entry. */
const create = async (
  db: OfflineDb,
  entry: QueuedQuote,
): Promise<QueuedQuote['saved'] | 'stop' | 'refused'> => {
  if (entry.saved) return entry.saved;
  try {
    const quote = await createQuote(entry);
    const saved = { id: quote.id, number: quote.number, total: quote.estimate.totalCost };
    await db.outbox.update(entry.id, { saved });
    return saved;
  } catch (error) {
    const failure = asApiError(error);
    if (failureKind(failure.status) === 'later') return 'stop';
    await db.outbox.update(entry.id, { failure: refusalText(failure) });
    return 'refused';
  }
};

const syncEntry = async (db: OfflineDb, entry: QueuedQuote, result: SyncResult): Promise<'next' | 'stop'> => {
  const saved = await create(db, entry);
  if (saved === 'stop') return 'stop';
  if (saved === 'refused' || saved === null) return 'next';
  // Read again: "Text quote" may have been asked for (or discarded) while the quote was being sent.
  const current = await db.outbox.get(entry.id);
  if (!current) {
    result.synced += 1;
    return 'next';
  }
  const next = afterCreate(current, saved.total);
  if (next === 'pricesChanged')
    return finish(
      db,
      entry.id,
      notice(next, saved, { was: current.localTotal, now: saved.total }),
      result,
    ).then(() => 'next');
  if (next === 'text' && current.textKey) {
    try {
      await textQuote(saved.id, current.textKey);
    } catch (error) {
      const failure = asApiError(error);
      if (failureKind(failure.status) === 'later') return 'stop';
      await finish(db, entry.id, notice('textFailed', saved, { message: refusalText(failure) }), result);
      return 'next';
    }
  }
  await finish(db, entry.id, undefined, result);
  return 'next';
};

/** One run over the queue, in order. */
export const syncQueue = async (db: OfflineDb): Promise<SyncResult> => {
  const result: SyncResult = { synced: 0, notices: [], stopped: false };
  for (const entry of syncOrder(await db.outbox.toArray())) {
    if ((await syncEntry(db, entry, result)) === 'stop') {
      result.stopped = true;
      break;
    }
  }
  return result;
};

/**
 * One tab syncs at a time (the Web Locks API where the browser has it; a tab that finds the lock taken
 * skips its run): the idempotency keys cover anything else.
 */
export const withSyncLock = async <T>(userId: string, run: () => Promise<T>): Promise<T | undefined> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(`picket-sync-${userId}`, { ifAvailable: true }, async (lock) =>
    lock ? run() : undefined,
  );
};
