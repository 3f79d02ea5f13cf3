// Starts one in-memory DynamoDB Local for the whole test run and creates the table in it.
import type { TestProject } from 'vitest/node';
import { localDynamoClient, startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { ensureTable } from '../../infra/local/ensure-table';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, 'picket-test');
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
