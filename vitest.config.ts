// Unit, integration and infrastructure tests. One in-memory DynamoDB Local serves the whole run
// (test/support/global-setup.ts); browser tests have their own config under test/e2e.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Most of a file's time is
    // spent waiting on DynamoDB Local and the app's child processes, so two files at a time use the machine.
    // Each worker has its own table (test/support/worker-table.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
