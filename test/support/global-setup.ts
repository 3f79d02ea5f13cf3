// Starts one in-memory DynamoDB Local for the whole test run and creates a table in it for each worker: files
// run two at a time (vitest.config.ts), and a file that counts something business-wide (the public figures,
// a ZIP's leads) must see only its own worker's writes — the files before it in that worker, never one beside it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { keysFromFile } from '#functions/core/ports/keys/key-file';
import { localDynamoClient, startDynamoDbLocal } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';
import { workerTableNames } from './worker-table';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    keyFile: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  const client = localDynamoClient(dynamo.endpoint);
  for (const table of workerTableNames(project.config.maxWorkers)) await ensureTable(client, table);
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  // One customer key file for the run: every worker must encrypt and search with the same keys.
  const keyFile = join(mkdtempSync(join(tmpdir(), 'picket-keys-')), 'customer-keys');
  keysFromFile(keyFile);
  project.provide('keyFile', keyFile);
  return () => dynamo.stop();
}
