// Starts one in-memory DynamoDB Local for the whole test run and creates the table in it.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { ensureTable } from '../../infra/local/ensure-table';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, 'picket-test');
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
