// First use of a local data dir: create the table and seed the demo accounts (start and manage share it).
import { dynamoClient } from '#functions/store/client';
import { tableName } from '#functions/store/table';
import { ensureTable } from './ensure-table';
import { seedDemoAccounts } from './seed';

export const prepareLocalTable = async (dataDir: string): Promise<void> => {
  if (await ensureTable(dynamoClient, tableName())) {
    console.log(`Created table "${tableName()}" in ${dataDir}. Local demo accounts:`);
    await seedDemoAccounts();
  }
};
