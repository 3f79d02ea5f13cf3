// The DynamoDB Local table of each test worker (test/support/global-setup.ts creates them, setup-env.ts points
// the store at its worker's): vitest numbers its workers 1 to maxWorkers (VITEST_POOL_ID).
export const workerTableName = (workerId = process.env.VITEST_POOL_ID ?? '1') => `picket-test-${workerId}`;

export const workerTableNames = (maxWorkers: number) =>
  Array.from({ length: maxWorkers }, (_, index) => workerTableName(String(index + 1)));
