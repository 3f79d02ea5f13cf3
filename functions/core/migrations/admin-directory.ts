// The directory migration: businesses, login emails and administrators written before the administrators'
// directory existed get its index keys (gsi1 by name and by email, gsi2 for admins). Idempotent: writing
// an item into the directory again changes nothing.
import { directoryKeyOf } from '#domain/search-tokens';
import {
  putAdminInIndex,
  putContractorInDirectory,
  putEmailInDirectory,
} from '#functions/store/admin-directory';
import type { ContractorItem } from '#functions/store/contractors';
import { type ResealKind, type StoredItem, scanItems } from '#functions/store/reseal';

export const directoryMigration = 'admin-directory-v1';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const eachItem = async (kind: ResealKind, visit: (item: StoredItem) => Promise<void>) => {
  let cursor: string | null = null;
  do {
    const page = await scanItems(kind, cursor);
    for (const item of page.items) await visit(item);
    cursor = page.cursor;
  } while (cursor);
};

export const indexDirectory = async () => {
  const report = { contractors: 0, emails: 0, admins: 0 };
  await eachItem('contractor', async (item) => {
    const searchName = directoryKeyOf(text(item.businessName));
    if (item.searchName === searchName) return;
    if (await putContractorInDirectory(item as ContractorItem, searchName)) report.contractors += 1;
  });
  await eachItem('userEmail', async (item) => {
    await putEmailInDirectory({
      email: text(item.email),
      contractorId: text(item.contractorId),
      userId: text(item.userId),
    });
    report.emails += 1;
  });
  await eachItem('user', async (item) => {
    if (item.isAdmin !== true) return;
    const user = {
      contractorId: text(item.contractorId),
      userId: text(item.userId),
      createdAt: text(item.createdAt),
    };
    if (await putAdminInIndex(user)) report.admins += 1;
  });
  return report;
};
