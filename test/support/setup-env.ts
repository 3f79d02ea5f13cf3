// Points the store at the run's DynamoDB Local before any test module imports it.
import { inject } from 'vitest';
import { loadLanguage } from '../../frontend/src/i18n/language';

process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = 'picket-test';
process.env.PICKET_STAGE = 'test';
process.env.PICKET_KEY_FILE = inject('keyFile');

// Frontend unit tests read both dictionaries, as the app does once its root route has loaded the language.
await loadLanguage('es');
