// The search reindex migration: customers saved before a kind of search term existed (phone endings,
// "0147" or "5550147" for 312-555-0147) get the blind-index entries of every term they are found by today.
// Entries are only added, never removed, and the record's token list grows to match only while the record
// is as read (a customer edited meanwhile was indexed by that edit). Idempotent: a customer with every
// token already is left alone. One of the data migrations (../migrations/data-migrations.ts).
import { customerSearchTerms } from '#domain/search-tokens';
import { type HomeownerItem, putSearchEntries } from '#functions/store/customers';
import { rewriteItem, scanItems } from '#functions/store/reseal';
import { blindToken } from '../crypto/blind-index';
import { customerKeys } from '../ports/keys/customer-keys';
import { openCustomer } from './customer-record';
import { searchEntryOf } from './save-customer';

export const reindexMigration = 'reindex-customer-search-v1';

export const reindexCustomers = async () => {
  const keys = await customerKeys();
  const report = { customers: 0, reindexed: 0, changedMeanwhile: 0 };
  let cursor: string | null = null;
  do {
    const page = await scanItems('homeowner', cursor);
    for (const item of page.items as HomeownerItem[]) {
      if (item.archivedAt) continue;
      report.customers += 1;
      const { contractorId, homeownerId } = item;
      const current = new Set(item.searchTokens ?? []);
      const tokens = customerSearchTerms(openCustomer(item, keys)).map((term) =>
        blindToken(keys.indexKey, contractorId, term),
      );
      const missing = tokens.filter((token) => !current.has(token));
      if (missing.length === 0) continue;
      await putSearchEntries(missing.map(searchEntryOf(contractorId, homeownerId)));
      const rewritten = await rewriteItem('homeowner', item, { searchTokens: [...current, ...missing] });
      if (rewritten) report.reindexed += 1;
      else report.changedMeanwhile += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return report;
};
