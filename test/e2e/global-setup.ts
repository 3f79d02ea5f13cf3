// Starts the app the way `npm start` does (after `npm run build`): the local runtime process serving
// frontend/dist (or STATIC_DIR, for a build kept elsewhere) and /api on a free port, with its own fresh
// DATA_DIR. Stopped with SIGTERM at the end.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '#infra/local/free-port';
import { runtimeEnv, startAppProcess } from '../support/app-process';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const staticDir = process.env.STATIC_DIR ?? 'frontend/dist';
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error('Build the frontend first: npm run build');
  const port = await freePort();
  const app = await startAppProcess(
    runtimeEnv({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'picket-e2e-')),
      // Every browser test signs its businesses up from 127.0.0.1 (functions/core/auth/start-signup.ts).
      PICKET_LOCAL_SIGNUPS_PER_IP: '500',
    }),
  );
  project.provide('appUrl', `http://localhost:${port}`);
  return async () => {
    await app.stop();
  };
}
