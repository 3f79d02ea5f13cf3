// What a function needs to seal and open a customer's details: the KMS key that wraps the deployment's key
// ring (functions/core/ports/keys/customer-keys.ts). Decrypt opens the ring; GenerateDataKey lets the first
// function that needs the keys make it — nothing else, and only on this one key.
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';

export const customerKeysEnvironment = (key: IKey) => ({ KMS_KEY_ID: key.keyArn });

export const grantCustomerKeys = (key: IKey, fn: IGrantable) =>
  key.grant(fn, 'kms:Decrypt', 'kms:GenerateDataKey');
