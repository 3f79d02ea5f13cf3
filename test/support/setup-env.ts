// Points the store at the run's DynamoDB Local before any test module imports it.
import { inject } from 'vitest';

process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = 'picket-test';
process.env.PICKET_STAGE = 'test';
process.env.PICKET_KEY_FILE = inject('keyFile');
