// The chunked name order: whatever is added and removed, reading the chunks in directory order gives
// every remaining entry exactly once, sorted, in chunks no larger than the limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyNameChanges,
  maxChunkEntries,
  type NameEntry,
  type NameOrderState,
  nameSortKey,
} from '#domain/name-order';

const emptyState = (): NameOrderState => ({ directory: [], nextChunk: 1, chunks: new Map() });
const flatten = (state: NameOrderState) => state.directory.flatMap((ref) => state.chunks.get(ref.id) ?? []);

describe('nameSortKey', () => {
  it('orders by last name, then first name, ignoring case and accents', () => {
    const keys = [
      nameSortKey('Zoe', 'Álvarez', 'h1'),
      nameSortKey('ana', 'alvarez', 'h2'),
      nameSortKey('Bruno', 'Zapata', 'h3'),
      nameSortKey('Carla', 'Méndez', 'h4'),
    ].sort();
    expect(keys.map((key) => key.split('\u0000')[1])).toEqual(['h2', 'h1', 'h4', 'h3']);
  });
});

describe('applyNameChanges', () => {
  it('starts a directory, splits a full chunk in two, and drops an emptied one', () => {
    const state = emptyState();
    const entries: NameEntry[] = Array.from({ length: maxChunkEntries + 1 }, (_, index) => [
      `name ${String(index).padStart(4, '0')}`,
      `h${index}`,
    ]);
    const first = applyNameChanges(state, [], entries);
    expect(first.createdChunks.size).toBe(2);
    expect(state.directory).toHaveLength(2);
    expect(flatten(state)).toEqual(entries);
    expect(state.directory[1]?.firstKey).toBe(state.chunks.get(state.directory[1]?.id ?? '')?.[0]?.[0]);

    const secondHalf = state.chunks.get(state.directory[1]?.id ?? '') ?? [];
    const change = applyNameChanges(state, [...secondHalf], []);
    expect(change.deletedChunks.size).toBe(1);
    expect(state.directory).toHaveLength(1);
  });

  it('keeps every remaining entry, in order, whatever the sequence of changes', () => {
    const operation = fc.record({
      add: fc.boolean(),
      name: fc.string({ minLength: 1, maxLength: 6 }),
      id: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 300 }), (operations) => {
        const state = emptyState();
        const present = new Map<string, NameEntry>();
        for (const { add, name, id } of operations) {
          const key = `h${id}`;
          const existing = present.get(key);
          // The whole state is loaded, as the store loads every chunk a change touches.
          if (add && !existing) {
            const entry: NameEntry = [`${name}\u0000${key}`, key];
            applyNameChanges(state, [], [entry]);
            present.set(key, entry);
          } else if (!add && existing) {
            applyNameChanges(state, [existing], []);
            present.delete(key);
          }
        }
        const expected = [...present.values()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
        expect(flatten(state)).toEqual(expected);
        for (const ref of state.directory) {
          const chunk = state.chunks.get(ref.id) ?? [];
          expect(chunk.length).toBeGreaterThan(0);
          expect(chunk.length).toBeLessThanOrEqual(maxChunkEntries);
          expect(ref.firstKey).toBe(chunk[0]?.[0]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
