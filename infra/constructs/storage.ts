// The single DynamoDB table, shaped by the same definition the ElectroDB service and the local runtime use.
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { tableDefinition } from '#functions/store/table';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class Storage extends Construct {
  readonly table: Table;
  /** Wraps the data keys that encrypt customer fields and key the blind index (envelope encryption). */
  readonly customerDataKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // The AWS-managed key (aws/dynamodb): encrypted at rest with a key policy AWS maintains, and no key
      // grants to get wrong on each function.
      encryption: TableEncryption.AWS_MANAGED,
      // Contractors' quotes and jobs outlive any one stack: deleting the stack keeps the table.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.customerDataKey = new Key(this, 'CustomerDataKey', {
      description: 'Picket: wraps the data keys of customer field encryption and blind indexes',
      enableKeyRotation: true,
      // Without this key the encrypted customer fields in the retained table could never be read again.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
