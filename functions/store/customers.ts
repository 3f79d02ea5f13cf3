// Customers: the encrypted homeowner records, the blind-index search entries that find them (and quotes),
// and the sealed alphabetical order (a directory item and its chunks, each change version-checked).

import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict, cancellationCodes, heldCondition } from './conditional-failure';
import { Homeowner } from './entities/homeowner';
import { IdempotencyKey } from './entities/idempotency-key';
import { NameChunk, NameDirectory } from './entities/name-order';
import { SearchEntry } from './entities/search-entry';
import type { IdempotencyClaim } from './idempotency';
import type { InWriteTransaction } from './in-transaction';

export type HomeownerItem = EntityItem<typeof Homeowner>;
export type SearchEntryItem = EntityItem<typeof SearchEntry>;
export type NameDirectoryItem = EntityItem<typeof NameDirectory>;
export type NameChunkItem = EntityItem<typeof NameChunk>;
/** The sealed (encrypted) and readable fields a customer record is written with. */
export type SealedCustomer = Pick<
  HomeownerItem,
  | 'firstNameEnc'
  | 'lastNameEnc'
  | 'emailEnc'
  | 'phoneEnc'
  | 'addressEnc'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'searchTokens'
>;

/**
 * A change to the name order, prepared from the versions read: chunks to create, to rewrite and to delete,
 * and the directory (version 0 when it does not exist yet). Each write holds only at the version read.
 */
export interface NameOrderChange {
  contractorId: string;
  createdChunks: Array<{ chunkId: string; sealed: string }>;
  changedChunks: Array<{ chunkId: string; sealed: string; versionRead: number }>;
  deletedChunks: Array<{ chunkId: string; versionRead: number }>;
  directory?: { sealed: string; nextChunk: number; versionRead: number };
}

const nameOrderItems = (
  {
    nameDirectory,
    nameChunk,
  }: {
    nameDirectory: InWriteTransaction<typeof NameDirectory>;
    nameChunk: InWriteTransaction<typeof NameChunk>;
  },
  { contractorId, createdChunks, changedChunks, deletedChunks, directory }: NameOrderChange,
) => [
  ...createdChunks.map(({ chunkId, sealed }) =>
    nameChunk.create({ contractorId, chunkId, sealed, version: 1 }).commit(),
  ),
  ...changedChunks.map(({ chunkId, sealed, versionRead }) =>
    nameChunk
      .patch({ contractorId, chunkId })
      .set({ sealed, version: versionRead + 1 })
      .where((attributes, { eq }) => eq(attributes.version, versionRead))
      .commit(),
  ),
  ...deletedChunks.map(({ chunkId, versionRead }) =>
    nameChunk
      .delete({ contractorId, chunkId })
      .where((attributes, { eq }) => eq(attributes.version, versionRead))
      .commit(),
  ),
  ...(directory
    ? [
        directory.versionRead === 0
          ? nameDirectory
              .create({ contractorId, sealed: directory.sealed, nextChunk: directory.nextChunk, version: 1 })
              .commit()
          : nameDirectory
              .patch({ contractorId })
              .set({
                sealed: directory.sealed,
                nextChunk: directory.nextChunk,
                version: directory.versionRead + 1,
              })
              .where((attributes, { eq }) => eq(attributes.version, directory.versionRead))
              .commit(),
      ]
    : []),
];

// One customer of a contractor.
export const getCustomer = async (contractorId: string, homeownerId: string): Promise<HomeownerItem | null> =>
  (await Homeowner.get({ contractorId, homeownerId }).go()).data;

// Several customers by id (one batch read; unknown ids are left out).
export const getCustomers = async (
  contractorId: string,
  homeownerIds: readonly string[],
): Promise<HomeownerItem[]> =>
  homeownerIds.length
    ? (await Homeowner.get(homeownerIds.map((homeownerId) => ({ contractorId, homeownerId }))).go()).data
    : [];

// A page of a contractor's customers that are not archived, newest first (gsi1).
export const listCustomersNewest = async (
  contractorId: string,
  { limit, cursor, assignedTo }: { limit: number; cursor?: string; assignedTo?: string },
): Promise<{ customers: HomeownerItem[]; cursor: string | null }> => {
  const query = assignedTo
    ? Homeowner.query.byPerson({ contractorId, assignedTo })
    : Homeowner.query.byCreated({ contractorId });
  const { data, cursor: next } = await query
    .where(({ archivedAt }, { notExists }) => notExists(archivedAt))
    .go({ order: 'desc', limit, cursor: cursor ?? null });
  return { customers: data, cursor: next };
};

/** A customer about to be created, with the name-order change that places it. */
export interface NewCustomer {
  customer: Omit<HomeownerItem, 'version' | 'createdAt' | 'updatedAt'>;
  nameOrder: NameOrderChange;
}

/** The writes that create a customer: the record, its search entries and its place in the name order. */
export const newCustomerItems = (
  items: {
    homeowner: InWriteTransaction<typeof Homeowner>;
    searchEntry: InWriteTransaction<typeof SearchEntry>;
    nameDirectory: InWriteTransaction<typeof NameDirectory>;
    nameChunk: InWriteTransaction<typeof NameChunk>;
  },
  { customer, nameOrder }: NewCustomer,
) => [
  items.homeowner.create(customer).commit(),
  ...(customer.searchTokens ?? []).map((token) =>
    items.searchEntry
      .put({
        contractorId: customer.contractorId,
        token,
        targetType: 'homeowner',
        targetId: customer.homeownerId,
      })
      .commit(),
  ),
  ...nameOrderItems(items, nameOrder),
];

/** The entities a transaction that creates a customer writes. */
export const customerCreationEntities = {
  homeowner: Homeowner,
  searchEntry: SearchEntry,
  nameDirectory: NameDirectory,
  nameChunk: NameChunk,
};

// A new customer with its search entries and its place in the name order, all or nothing.
export const createCustomer = async (
  created: NewCustomer,
  claim?: IdempotencyClaim,
): Promise<'created' | 'conflict' | 'replayed'> => {
  const { canceled, data } = await createWriteTransaction(
    { ...customerCreationEntities, idempotencyKey: IdempotencyKey },
    (items) => [
      // First, so its refusal is data[0]: an earlier request with the key made the customer.
      ...(claim ? [items.idempotencyKey.create(claim).commit()] : []),
      ...newCustomerItems(items, created),
    ],
  ).go();
  if (!canceled) return 'created';
  if (claim && (data as ReadonlyArray<{ rejected?: boolean }>)[0]?.rejected) return 'replayed';
  // The name order moved since it was read: the caller retries with fresh state.
  if (canceledByConflict(data)) return 'conflict';
  throw new Error(`Customer transaction canceled: ${cancellationCodes(data)}`);
};

// Rewrites a customer's fields (and who looks after them, when it changes) if it is still at the version
// read; false when it is not. A new assignee re-keys the person index, which needs the creation time.
export const saveCustomerFields = async (
  contractorId: string,
  homeownerId: string,
  fields: SealedCustomer,
  versionRead: number,
  reassign?: { assignedTo: string; createdAt: string },
): Promise<boolean> =>
  heldCondition(() =>
    (reassign
      ? Homeowner.patch({ contractorId, homeownerId })
          .set({ ...fields, assignedTo: reassign.assignedTo, version: versionRead + 1 })
          .composite({ createdAt: reassign.createdAt })
      : Homeowner.patch({ contractorId, homeownerId }).set({ ...fields, version: versionRead + 1 })
    )
      .where(({ version }, { eq }) => eq(version, versionRead))
      .go(),
  );

// Archives a customer: it keeps resolving for quotes and jobs but lists no search tokens any more.
export const archiveCustomer = async (
  contractorId: string,
  homeownerId: string,
  at: string,
): Promise<void> => {
  await Homeowner.patch({ contractorId, homeownerId }).set({ archivedAt: at, searchTokens: [] }).go();
};

// The ids of one kind of record a contractor's token finds (one partition, at most `limit`).
export const findByToken = async (
  contractorId: string,
  token: string,
  targetType: SearchEntryItem['targetType'],
  limit: number,
): Promise<string[]> =>
  (await SearchEntry.query.byToken({ contractorId, token, targetType }).go({ limit })).data.map(
    (entry) => entry.targetId,
  );

// Writes search entries (batch, idempotent).
export const putSearchEntries = async (entries: readonly SearchEntryItem[]): Promise<void> => {
  if (entries.length) await SearchEntry.put([...entries]).go();
};

// Removes search entries (batch; absent ones are fine).
export const deleteSearchEntries = async (entries: readonly SearchEntryItem[]): Promise<void> => {
  if (entries.length) await SearchEntry.delete([...entries]).go();
};

// A contractor's name directory (null before their first customer).
export const getNameDirectory = async (contractorId: string): Promise<NameDirectoryItem | null> =>
  (await NameDirectory.get({ contractorId }).go()).data;

// Some chunks of a contractor's name order (one batch read).
export const getNameChunks = async (
  contractorId: string,
  chunkIds: readonly string[],
): Promise<NameChunkItem[]> =>
  chunkIds.length
    ? (await NameChunk.get(chunkIds.map((chunkId) => ({ contractorId, chunkId }))).go()).data
    : [];

// Applies a name-order change on its own (edits, archives); 'conflict' when it moved since the read.
export const saveNameOrder = async (change: NameOrderChange): Promise<'saved' | 'conflict'> => {
  const { canceled, data } = await createWriteTransaction(
    { nameDirectory: NameDirectory, nameChunk: NameChunk },
    (items) => nameOrderItems(items, change),
  ).go();
  if (!canceled) return 'saved';
  if (canceledByConflict(data)) return 'conflict';
  throw new Error(`Name order transaction canceled: ${cancellationCodes(data)}`);
};
