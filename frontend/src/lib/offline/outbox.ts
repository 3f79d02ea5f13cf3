// The queue of quotes saved on the device with no signal (the user's own database): what the builder adds,
// and what the offline bar's list changes — text after sync or not, try a refused one again, discard one,
// dismiss a notice. The sync itself is sync-outbox.ts.
import type { QuoteSaveInput } from '#domain/contract/quotes';
import { offlineDb } from './offline-db';
import { newIdempotencyKey, type QueuedQuote } from './offline-rules';

export interface QuoteToQueue {
  /** The `Idempotency-Key` the save used (or will use): a save that may have reached the server keeps it. */
  idempotencyKey: string;
  request: QuoteSaveInput;
  localTotal: number;
  customerName: string;
}

export const queueQuote = async (userId: string, quote: QuoteToQueue): Promise<QueuedQuote> => {
  const entry: QueuedQuote = {
    id: quote.idempotencyKey,
    createdAt: Date.now(),
    request: quote.request,
    localTotal: quote.localTotal,
    customerName: quote.customerName,
    textKey: null,
    saved: null,
    failure: null,
  };
  await offlineDb(userId).outbox.put(entry);
  return entry;
};

/**
 * "Text quote" for a queued quote: texted after it syncs, with the send's own idempotency key. False when
 * the quote is no longer queued (it has synced meanwhile).
 */
export const setTextAfterSync = async (userId: string, id: string, text: boolean): Promise<boolean> =>
  (await offlineDb(userId).outbox.update(id, { textKey: text ? newIdempotencyKey() : null })) > 0;

/** A refused quote goes back in the queue (the next sync tries it again, with the same key). */
export const retryQueued = async (userId: string, id: string): Promise<void> => {
  await offlineDb(userId).outbox.update(id, { failure: null });
};

export const discardQueued = async (userId: string, id: string): Promise<void> => {
  await offlineDb(userId).outbox.delete(id);
};

export const dismissNotice = async (userId: string, id: string): Promise<void> => {
  await offlineDb(userId).notices.delete(id);
};
