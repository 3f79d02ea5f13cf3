// The type of an entity as a write transaction hands it to its builder (writes end in commit(), not go()),
// for helpers that add the same items to several transactions.
import type { Entity, Schema, TransactWriteEntity } from 'electrodb';

export type InWriteTransaction<E> =
  E extends Entity<infer A, infer F, infer C, infer S>
    ? S extends Schema<A, F, C>
      ? TransactWriteEntity<A, F, C, S>
      : never
    : never;
