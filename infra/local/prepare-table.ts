// A local data dir made ready (start and manage share it): on first use the table and the demo accounts; on
// a data dir from an older version, the data migrations it has not had (each runs once, idempotent).
import { runPendingDataMigrations } from '#functions/core/migrations/data-migrations';
import { dynamoClient } from '#functions/store/client';
import { tableName } from '#functions/store/table';
import { ensureTable } from './ensure-table';
import { seedDemoAccounts } from './seed';

export const prepareLocalTable = async (dataDir: string): Promise<void> => {
  if (await ensureTable(dynamoClient, tableName())) {
    console.log(`Created table "${tableName()}" in ${dataDir}. Local demo accounts:`);
    await seedDemoAccounts();
  }
  const migrated = await runPendingDataMigrations();
  if (Object.keys(migrated).length > 0) console.log(`Data migrations: ${JSON.stringify(migrated)}`);
};
