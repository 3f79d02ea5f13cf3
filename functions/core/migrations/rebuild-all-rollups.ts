// The rollups migration: payments recorded before the reports get the keys of their date index, then every
// contractor's rollups are rebuilt from the records (day and month items, every counter and bucket the reports
// read). Idempotent: a payment is written again as it is, and a rebuild replaces what was there.
import { reindexPayments, scanContractorIds } from '#functions/store/report-records';
import { rebuildRollups } from '../rollups/rebuild-rollups';

export const rollupsMigration = 'rollups-by-day-and-month-v2';

export const rebuildAllRollups = async (): Promise<{ payments: number; contractors: number }> => {
  const report = { payments: 0, contractors: 0 };
  let cursor: string | null = null;
  do {
    const page = await reindexPayments(cursor);
    report.payments += page.items.length;
    cursor = page.cursor;
  } while (cursor);
  do {
    const page = await scanContractorIds(cursor);
    for (const contractorId of page.items) await rebuildRollups(contractorId);
    report.contractors += page.items.length;
    cursor = page.cursor;
  } while (cursor);
  return report;
};
