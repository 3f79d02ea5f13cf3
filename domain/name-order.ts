// Keeping a long list in name order as small sorted chunks (pure: the store seals and saves them). A
// change loads the directory and the chunks it touches, edits them in memory, and reports which chunks
// and whether the directory changed. Chunks split past `maxChunkEntries` and vanish when empty.
import { nameWords } from './search-tokens';

export type NameEntry = readonly [sortKey: string, id: string];

export interface ChunkRef {
  id: string;
  firstKey: string;
}

export interface NameOrderState {
  directory: ChunkRef[];
  nextChunk: number;
  /** The loaded chunks by id (only those a change touches need to be present). */
  chunks: Map<string, NameEntry[]>;
}

export const maxChunkEntries = 400;

/** Last name first, accents and case folded, then the id so equal names still order stably. */
export const nameSortKey = (firstName: string, lastName: string, id: string): string =>
  `${[...nameWords(lastName), ...nameWords(firstName)].join(' ')}\u0000${id}`;

/** The chunk that holds (or would hold) a key: the last one whose first key is not after it. */
export const chunkIndexFor = (directory: readonly ChunkRef[], key: string): number => {
  let found = 0;
  directory.forEach((ref, index) => {
    if (ref.firstKey <= key) found = index;
  });
  return found;
};

const insertSorted = (entries: NameEntry[], entry: NameEntry) => {
  const at = entries.findIndex(([key]) => key > entry[0]);
  entries.splice(at < 0 ? entries.length : at, 0, entry);
};

export interface NameOrderChange {
  changedChunks: Set<string>;
  createdChunks: Set<string>;
  deletedChunks: Set<string>;
  directoryChanged: boolean;
}

/** Applies removals then additions to the loaded state, in place. */
export const applyNameChanges = (
  state: NameOrderState,
  removals: readonly NameEntry[],
  additions: readonly NameEntry[],
): NameOrderChange => {
  const change: NameOrderChange = {
    changedChunks: new Set(),
    createdChunks: new Set(),
    deletedChunks: new Set(),
    directoryChanged: false,
  };
  const chunkAt = (index: number) => {
    const ref = state.directory[index];
    const entries = ref ? state.chunks.get(ref.id) : undefined;
    if (!ref || !entries) throw new Error('Name chunk not loaded');
    return { ref, entries };
  };
  const refreshFirstKey = (ref: ChunkRef, entries: NameEntry[]) => {
    const first = entries[0]?.[0];
    if (first !== undefined && first !== ref.firstKey) {
      ref.firstKey = first;
      change.directoryChanged = true;
    }
  };

  for (const [key, id] of removals) {
    if (state.directory.length === 0) continue;
    const index = chunkIndexFor(state.directory, key);
    const { ref, entries } = chunkAt(index);
    const at = entries.findIndex(([entryKey, entryId]) => entryKey === key && entryId === id);
    if (at < 0) continue;
    entries.splice(at, 1);
    change.changedChunks.add(ref.id);
    if (entries.length === 0) {
      state.directory.splice(index, 1);
      change.changedChunks.delete(ref.id);
      if (change.createdChunks.has(ref.id)) change.createdChunks.delete(ref.id);
      else change.deletedChunks.add(ref.id);
      change.directoryChanged = true;
    } else refreshFirstKey(ref, entries);
  }

  for (const entry of additions) {
    if (state.directory.length === 0) {
      const id = `c${state.nextChunk++}`;
      state.directory.push({ id, firstKey: entry[0] });
      state.chunks.set(id, [entry]);
      change.createdChunks.add(id);
      change.directoryChanged = true;
      continue;
    }
    const index = chunkIndexFor(state.directory, entry[0]);
    const { ref, entries } = chunkAt(index);
    insertSorted(entries, entry);
    if (!change.createdChunks.has(ref.id)) change.changedChunks.add(ref.id);
    refreshFirstKey(ref, entries);
    if (entries.length > maxChunkEntries) {
      const upper = entries.splice(Math.floor(entries.length / 2));
      const id = `c${state.nextChunk++}`;
      state.chunks.set(id, upper);
      state.directory.splice(index + 1, 0, { id, firstKey: upper[0]?.[0] ?? entry[0] });
      change.createdChunks.add(id);
      change.directoryChanged = true;
    }
  }
  return change;
};
