// Moving a record's blind-index entries from its old tokens to its new ones around the record's own write:
// new entries first, then the record, then the stale ones go. Searches decrypt and re-check every hit, so
// the brief overlap never shows a wrong result, and a failed record write leaves only harmless extras.
import type { EntityItem } from 'electrodb';
import type { SearchEntry } from '#functions/store/entities/search-entry';
import { store } from '#functions/store/service';

type Entry = Pick<EntityItem<typeof SearchEntry>, 'contractorId' | 'token' | 'targetType' | 'targetId'>;

export const replaceSearchEntries = async <T>(
  change: { before: readonly string[]; after: readonly string[]; toEntry: (token: string) => Entry },
  writeRecord: () => Promise<T>,
): Promise<T> => {
  const before = new Set(change.before);
  const after = new Set(change.after);
  const added = [...after].filter((token) => !before.has(token)).map(change.toEntry);
  if (added.length) await store.entities.searchEntry.put(added).go();
  const result = await writeRecord();
  const removed = [...before].filter((token) => !after.has(token)).map(change.toEntry);
  if (removed.length) await store.entities.searchEntry.delete(removed).go();
  return result;
};
