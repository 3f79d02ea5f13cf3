// Browser tests: Debian's Chromium (playwright-core) against the app as `npm start` serves it — the
// built frontend and the local runtime on a fresh data dir (test/e2e/global-setup.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page load under a loaded CI machine outlasts vitest's 1 s default poll: what a poll waits for is a
    // page showing something, so it gets the time a page may take.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // One app, one Chromium per file; two files at a time suit a 2-core machine.
    maxWorkers: 2,
  },
});
