// Keeps the customers' alphabetical order (domain/name-order.ts) sealed with the customer data key, so
// names stay unreadable at rest while "sorted by name" reads a constant number of items per page. Each
// change is written from the directory's and chunks' versions read (store/customers.ts); a concurrent
// change makes the write fail and the caller retries with fresh state.
import {
  applyNameChanges,
  type ChunkRef,
  chunkIndexFor,
  type NameEntry,
  type NameOrderState,
} from '#domain/name-order';
import { getNameChunks, getNameDirectory, type NameOrderChange } from '#functions/store/customers';
import { decryptField, encryptField } from '../crypto/field-cipher';
import type { CustomerKeys } from '../ports/keys/customer-keys';

const seal = (keys: CustomerKeys, contractorId: string, field: string, value: unknown) =>
  encryptField(JSON.stringify(value), keys.dataKey, { contractorId, field });
const open = <T>(keys: CustomerKeys, contractorId: string, field: string, sealed: string): T =>
  JSON.parse(decryptField(sealed, keys.dataKey, { contractorId, field })) as T;

interface LoadedOrder {
  state: NameOrderState;
  directoryVersion: number;
  chunkVersions: Map<string, number>;
}

const loadDirectory = async (contractorId: string, keys: CustomerKeys) => {
  const data = await getNameDirectory(contractorId);
  return {
    directory: data ? open<ChunkRef[]>(keys, contractorId, 'names', data.sealed) : [],
    nextChunk: data?.nextChunk ?? 1,
    version: data?.version ?? 0,
  };
};

const loadChunks = async (contractorId: string, chunkIds: string[], keys: CustomerKeys) =>
  (await getNameChunks(contractorId, chunkIds)).map((chunk) => ({
    chunkId: chunk.chunkId,
    version: chunk.version,
    entries: open<NameEntry[]>(keys, contractorId, `names#${chunk.chunkId}`, chunk.sealed),
  }));

/** The directory and every chunk the given keys fall into. */
export const loadNameOrder = async (
  contractorId: string,
  sortKeys: string[],
  keys: CustomerKeys,
): Promise<LoadedOrder> => {
  const { directory, nextChunk, version } = await loadDirectory(contractorId, keys);
  const ids = [
    ...new Set(sortKeys.map((key) => directory[chunkIndexFor(directory, key)]?.id).filter(Boolean)),
  ] as string[];
  const chunks = await loadChunks(contractorId, ids, keys);
  return {
    state: { directory, nextChunk, chunks: new Map(chunks.map((chunk) => [chunk.chunkId, chunk.entries])) },
    directoryVersion: version,
    chunkVersions: new Map(chunks.map((chunk) => [chunk.chunkId, chunk.version])),
  };
};

/**
 * The sealed writes that move the name order from its loaded state by these removals and additions, each
 * held at the version loaded; the store commits them with the customer's own items or on their own.
 */
export const nameOrderChange = (
  contractorId: string,
  loaded: LoadedOrder,
  removals: NameEntry[],
  additions: NameEntry[],
  keys: CustomerKeys,
): NameOrderChange => {
  const change = applyNameChanges(loaded.state, removals, additions);
  const sealedChunk = (chunkId: string) =>
    seal(keys, contractorId, `names#${chunkId}`, loaded.state.chunks.get(chunkId) ?? []);
  const versionOf = (chunkId: string) => loaded.chunkVersions.get(chunkId) ?? 0;
  return {
    contractorId,
    createdChunks: [...change.createdChunks].map((chunkId) => ({ chunkId, sealed: sealedChunk(chunkId) })),
    changedChunks: [...change.changedChunks].map((chunkId) => ({
      chunkId,
      sealed: sealedChunk(chunkId),
      versionRead: versionOf(chunkId),
    })),
    deletedChunks: [...change.deletedChunks].map((chunkId) => ({ chunkId, versionRead: versionOf(chunkId) })),
    ...(change.directoryChanged
      ? {
          directory: {
            sealed: seal(keys, contractorId, 'names', loaded.state.directory),
            nextChunk: loaded.state.nextChunk,
            versionRead: loaded.directoryVersion,
          },
        }
      : {}),
  };
};

/**
 * Runs an optimistic change, retrying on concurrent writers with fresh state each time. Each round lets
 * at least one writer through, so jittered, growing waits (capped at half a second) let a burst of
 * simultaneous additions — an import, several reps at once — all land.
 */
export const withRetries = async <T>(attempt: () => Promise<T | 'conflict'>, tries = 30): Promise<T> => {
  for (let round = 0; round < tries; round++) {
    const result = await attempt();
    if (result !== 'conflict') return result;
    const ceiling = Math.min(500, 10 * 2 ** round);
    await new Promise((done) => setTimeout(done, ceiling * (0.5 + Math.random())));
  }
  throw new Error('Too many concurrent changes to the customer name order');
};

/** One page of customer ids in name order, after an opaque position. */
export const pageByName = async (
  contractorId: string,
  keys: CustomerKeys,
  options: { after?: string; limit: number },
): Promise<{ ids: string[]; lastKey: string | null }> => {
  const { directory } = await loadDirectory(contractorId, keys);
  if (directory.length === 0) return { ids: [], lastKey: null };
  const start = options.after ? chunkIndexFor(directory, options.after) : 0;
  // Four chunks fill a page whenever chunks are reasonably full; a short page still carries its cursor.
  const refs = directory.slice(start, start + 4);
  const chunks = new Map(
    (
      await loadChunks(
        contractorId,
        refs.map((ref) => ref.id),
        keys,
      )
    ).map((c) => [c.chunkId, c]),
  );
  const entries = refs.flatMap((ref) => chunks.get(ref.id)?.entries ?? []);
  const after = options.after;
  const page = entries.filter(([key]) => after === undefined || key > after).slice(0, options.limit);
  const last = page[page.length - 1];
  const more =
    last !== undefined &&
    (entries[entries.length - 1]?.[0] !== last[0] || start + refs.length < directory.length);
  return { ids: page.map(([, id]) => id), lastKey: more && last ? last[0] : null };
};
