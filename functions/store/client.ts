// The DynamoDB document client. Locally (DYNAMODB_ENDPOINT set) it talks to DynamoDB Local with
// throwaway credentials; in Lambda it uses the function's role and region.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const localEndpoint = process.env.DYNAMODB_ENDPOINT;

export const dynamoClient = new DynamoDBClient(
  localEndpoint
    ? {
        endpoint: localEndpoint,
        region: process.env.AWS_REGION ?? 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : {},
);

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
