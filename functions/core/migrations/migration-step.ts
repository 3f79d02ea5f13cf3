// One data migration, run per contractor by the migration runner (functions/core/migrations/run-migrations.ts),
// which `npm start` calls on every start and operators run once in AWS (docs/deploy.md). A step must be
// idempotent: run twice, the second run changes nothing and reports 0.
export interface MigrationStep {
  /** Stable name, logged with the count of items it changed. */
  id: string;
  /** Brings one contractor's items to the current shape; returns how many items it rewrote. */
  run(contractorId: string): Promise<number>;
}
