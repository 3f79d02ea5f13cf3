// The rollups migration: payments recorded before the reports get the keys of their date index, every
// contractor's rollups are rebuilt from the records (day and month items, every counter and bucket the reports
// read), and the platform's months become the sum of every contractor's, with the contractors who joined in
// each (an administrators' organisation is not a contractor). Idempotent: a payment is written again as it is,
// and a rebuild replaces what was there.
import { todayIn } from '#domain/calendar-dates';
import { contractorDefaults } from '#domain/contractor-defaults';
import { type PaymentItem, rewritePayments } from '#functions/store/report-records';
import { scanItems } from '#functions/store/reseal';
import {
  listRollups,
  type PlatformRollupItem,
  type RollupCounter,
  replacePlatformRollups,
  rollupCounters,
} from '#functions/store/rollups';
import { listUsers } from '#functions/store/users';
import { rebuildRollups } from '../rollups/rebuild-rollups';

export const rollupsMigration = 'rollups-by-day-and-month-v2';

export const rebuildAllRollups = async (): Promise<{ payments: number; contractors: number }> => {
  const report = { payments: 0, contractors: 0 };
  let cursor: string | null = null;
  do {
    const page = await scanItems('payment', cursor);
    await rewritePayments(page.items as PaymentItem[]);
    report.payments += page.items.length;
    cursor = page.cursor;
  } while (cursor);

  const platform = new Map<string, PlatformRollupItem>();
  const monthOf = (month: string) => {
    const item = platform.get(month) ?? { month, shard: 0 };
    platform.set(month, item);
    return item;
  };
  do {
    const page = await scanItems('contractor', cursor);
    for (const item of page.items) {
      const contractor = {
        contractorId: String(item.contractorId),
        timezone: typeof item.timezone === 'string' ? item.timezone : contractorDefaults.timezone,
        createdAt: String(item.createdAt),
      };
      await rebuildRollups(contractor.contractorId);
      for (const item of await listRollups(contractor.contractorId, 'M', '0', '9')) {
        if (item.bucket !== 'all') continue;
        const month = monthOf(item.period);
        for (const name of rollupCounters as readonly RollupCounter[])
          if (item[name]) month[name] = (month[name] ?? 0) + (item[name] ?? 0);
      }
      const isAdmins = (await listUsers(contractor.contractorId)).some((user) => user.isAdmin);
      if (!isAdmins) {
        const joined = monthOf(todayIn(contractor.timezone, new Date(contractor.createdAt)).slice(0, 7));
        joined.contractorsJoined = (joined.contractorsJoined ?? 0) + 1;
      }
    }
    report.contractors += page.items.length;
    cursor = page.cursor;
  } while (cursor);
  await replacePlatformRollups([...platform.values()]);
  return report;
};
