// Starts the app the way `npm start` does (after `npm run build`): the local runtime process serving
// frontend/dist and /api on a free port, with its own fresh DATA_DIR. Stopped with SIGTERM at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('frontend/dist/index.html')) throw new Error('Build the frontend first: npm run build');
  const port = await freePort();
  const { DYNAMODB_ENDPOINT: _endpoint, TABLE_NAME: _table, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'picket-e2e-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 90_000;
  while (!output.includes('Picket is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  project.provide('appUrl', `http://localhost:${port}`);
  return () =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
}
