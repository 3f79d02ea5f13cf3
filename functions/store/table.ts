// The single table's shape. The CDK stack, the local runtime's createTable and the ElectroDB
// service all read this one definition, so the cloud table and the local one cannot drift.
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** DynamoDB TTL attribute (epoch seconds). DynamoDB Local never expires items: readers check it too. */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // One customer's records (quotes, jobs), newest first: `C#<contractorId>#CUST#<homeownerId>`.
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // One person's records of a kind (quotes, customers, jobs assigned to them), newest first:
    // `C#<contractorId>#U#<userId>#<KIND>`.
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** The table name: `TABLE_NAME` in Lambda and for the manage CLI, `picket` locally. */
export const tableName = (): string => process.env.TABLE_NAME ?? 'picket';
