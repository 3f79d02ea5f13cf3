// Moving a record's blind-index entries from its old tokens to its new ones around the record's own write:
// new entries first, then the record, then the stale ones go. Searches decrypt and re-check every hit, so
// the brief overlap never shows a wrong result, and a failed record write leaves only harmless extras.
import { deleteSearchEntries, putSearchEntries, type SearchEntryItem } from '#functions/store/customers';

export const replaceSearchEntries = async <T>(
  change: {
    before: readonly string[];
    after: readonly string[];
    toEntry: (token: string) => SearchEntryItem;
  },
  writeRecord: () => Promise<T>,
): Promise<T> => {
  const before = new Set(change.before);
  const after = new Set(change.after);
  await putSearchEntries([...after].filter((token) => !before.has(token)).map(change.toEntry));
  const result = await writeRecord();
  await deleteSearchEntries([...before].filter((token) => !after.has(token)).map(change.toEntry));
  return result;
};
