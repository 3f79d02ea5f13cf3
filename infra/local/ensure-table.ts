// Creates the single table on DynamoDB Local from the shared definition (the one CDK deploys).
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '#functions/store/table';

const keyAttributes = (): AttributeDefinition[] => {
  const names = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
};

const indexSpec = (index: (typeof tableDefinition.globalSecondaryIndexes)[number]) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const indexBuildPollMs = 100;
const indexBuildLimitMs = 120_000;

/**
 * DynamoDB builds one new index per table at a time: until the last one is ACTIVE, the next UpdateTable
 * fails with LimitExceededException. DynamoDB Local builds them in the background too.
 */
const waitForIndexActive = async (client: DynamoDBClient, tableName: string, indexName: string) => {
  const deadline = Date.now() + indexBuildLimitMs;
  while (Date.now() < deadline) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, indexBuildPollMs));
  }
  throw new Error(
    `Index ${indexName} of table ${tableName} was not built within ${indexBuildLimitMs / 1000} s`,
  );
};

/**
 * A data dir made by an earlier version lacks the indexes added since: add them one per UpdateTable, each
 * once the one before is built, as DynamoDB requires (DynamoDB Local fills them from the items already there).
 */
const addMissingIndexes = async (client: DynamoDBClient, tableName: string, present: Set<string>) => {
  for (const index of tableDefinition.globalSecondaryIndexes) {
    if (present.has(index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S' as const,
        })),
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
    await waitForIndexActive(client, tableName, index.indexName);
  }
};

/** True when the table had to be created (a fresh data dir). */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<boolean> => {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? ''));
    await addMissingIndexes(client, tableName, present);
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes(),
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map(indexSpec),
    }),
  );
  return true;
};
