// The data migrations, in order: each brings data an older version wrote up to what this one expects. Each is
// idempotent. `npm start` runs each once per data dir (a MigrationMark records the end of a run);
// `npm run manage -- migrate` runs them all again; docs/deploy.md says how on AWS.
import { markMigrationDone, migrationDone } from '#functions/store/reseal';
import { resealCopies, resealMigration } from '../crypto/reseal';
import { linkLegacyQuotes, linkMigration } from '../customers/link-legacy-quotes';
import { reindexCustomers, reindexMigration } from '../customers/reindex-customers';
import { directoryMigration, indexDirectory } from './admin-directory';
import { assignMigration, assignRecords } from './assign-records';
import { rebuildAllRollups, rollupsMigration } from './rebuild-all-rollups';

const migrations = [
  // Sealing first: linking reads the quotes' copies, and makes customers from them.
  { name: resealMigration, run: resealCopies },
  { name: linkMigration, run: linkLegacyQuotes },
  // After linking: customers made from quotes are indexed like every other.
  { name: reindexMigration, run: reindexCustomers },
  // Quotes and jobs from before teams get the person index.
  { name: assignMigration, run: assignRecords },
  // After assignment: the rollups count quotes under the people they are assigned to.
  { name: rollupsMigration, run: rebuildAllRollups },
  // Businesses, login emails and administrators from before the administrators' directory.
  { name: directoryMigration, run: indexDirectory },
] as const;

/** Runs every migration; what each changed, by name. */
export const runDataMigrations = async (): Promise<Record<string, unknown>> => {
  const reports: Record<string, unknown> = {};
  for (const migration of migrations) reports[migration.name] = await migration.run();
  return reports;
};

/** Runs the migrations that have not run to the end on this table; what each changed, by name. */
export const runPendingDataMigrations = async (): Promise<Record<string, unknown>> => {
  const reports: Record<string, unknown> = {};
  for (const migration of migrations) {
    if (await migrationDone(migration.name)) continue;
    const report = await migration.run();
    await markMigrationDone(migration.name, JSON.stringify(report));
    reports[migration.name] = report;
  }
  return reports;
};
