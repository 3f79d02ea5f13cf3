// Runs `infra/local/start.ts` — what `npm start` runs after building — as a real child process and waits
// until it serves. Used by the runtime tests and by the browser tests' global setup.
import { type ChildProcess, spawn } from 'node:child_process';

export interface AppProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, as Ctrl-C or a process manager would; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The environment of a fresh local runtime: no test-run store settings leak into it. */
export const runtimeEnv = (overrides: Record<string, string>): NodeJS.ProcessEnv => {
  const {
    DYNAMODB_ENDPOINT: _endpoint,
    TABLE_NAME: _table,
    PICKET_STAGE: _stage,
    PICKET_KEY_FILE: _keys,
    ...env
  } = process.env;
  return { ...env, ...overrides };
};

export const startAppProcess = async (env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<AppProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Picket is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done(child.exitCode);
        child.once('exit', (code) => done(code));
        child.kill('SIGTERM');
      }),
  };
};
