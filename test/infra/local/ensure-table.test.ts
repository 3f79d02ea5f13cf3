// The local table: made from the shared definition on a fresh data dir, and brought up to it on an old one.
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { tableDefinition } from '#functions/store/table';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';

const indexNames = async (client: ReturnType<typeof localDynamoClient>, tableName: string) =>
  (
    (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes ??
    []
  )
    .map((index) => index.IndexName)
    .sort();

describe('ensureTable', () => {
  it('adds the indexes an older data dir lacks, keeping its table', async () => {
    const client = localDynamoClient(inject('dynamoEndpoint'));
    const tableName = `picket-old-${randomUUID()}`;
    // The table as the first version made it: gsi1 only.
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    expect(await ensureTable(client, tableName)).toBe(false);
    const wanted = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort();
    expect(await indexNames(client, tableName)).toEqual(wanted);
    // Run again: nothing left to add.
    expect(await ensureTable(client, tableName)).toBe(false);
    expect(await indexNames(client, tableName)).toEqual(wanted);
    client.destroy();
  });
});
