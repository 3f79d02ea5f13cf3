// One local runtime around a test file's tests (or a describe block's): started in beforeAll, stopped in
// afterAll. Kept apart from test-server.ts, which the bench scripts import outside vitest.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/** The server of the calling file or block. Read `baseUrl` inside hooks and tests: it starts in beforeAll. */
export const runTestServer = (options: Parameters<typeof startTestServer>[0] = {}): TestServer => {
  let started: TestServer | undefined;
  const running = () => {
    if (!started) throw new Error('The test server starts in beforeAll: read it inside a hook or a test.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => started?.close());
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    close: () => running().close(),
  };
};
