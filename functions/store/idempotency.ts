// Idempotency keys of a contractor's creating requests (POST /api/quotes, POST /api/homeowners, a quote's
// send): the key item is written in the same transaction as what the request creates, so of two requests with
// one key — a retry, or an offline queue syncing twice — exactly one creates, and the other answers its result.
// Scoped by kind and contractor: one business's key can never answer another's record.
import type { EntityItem } from 'electrodb';
import { type CreatedReceipt, IdempotencyKey } from './entities/idempotency-key';

export type { CreatedReceipt };
export type IdempotencyKeyItem = EntityItem<typeof IdempotencyKey>;

export type IdempotentKind = 'quote' | 'customer' | 'send';

/**
 * How long a key answers with its first result: as long as the app keeps an unsynced quote on a phone (30
 * days), so a sync whose first answer was lost can come back that much later and still make nothing twice.
 */
export const idempotencySeconds = 30 * 24 * 60 * 60;

export interface IdempotencyClaim {
  scope: string;
  key: string;
  result: CreatedReceipt;
  expiresAt: number;
}

export const idempotencyScope = (kind: IdempotentKind, contractorId: string): string =>
  `${kind}#${contractorId}`;

export const idempotencyClaim = (
  kind: IdempotentKind,
  contractorId: string,
  key: string,
  result: CreatedReceipt,
): IdempotencyClaim => ({
  scope: idempotencyScope(kind, contractorId),
  key,
  result,
  expiresAt: Math.floor(Date.now() / 1000) + idempotencySeconds,
});

/** What an earlier request with this key created, while the key lasts. */
export const getCreatedReceipt = async (
  kind: IdempotentKind,
  contractorId: string,
  key: string,
): Promise<CreatedReceipt | null> => {
  const { data } = await IdempotencyKey.get({ scope: idempotencyScope(kind, contractorId), key }).go();
  // DynamoDB Local never expires items, and AWS may take a while: the reader checks.
  return data && data.expiresAt > Date.now() / 1000 ? (data.result as CreatedReceipt) : null;
};
