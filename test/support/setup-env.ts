// Points the store at the run's DynamoDB Local before any test module imports it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadLanguage } from '#frontend/i18n/language';

process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = 'picket-test';
process.env.PICKET_STAGE = 'test';
// Request lines would drown the test output; warnings and errors still show.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.PICKET_KEY_FILE = inject('keyFile');
process.env.PICKET_UPLOAD_SECRET = 'test-upload-secret';
process.env.PICKET_UPLOAD_DIR = join(tmpdir(), `picket-uploads-${process.pid}`);

// Frontend unit tests read both dictionaries, as the app does once its root route has loaded the language.
await loadLanguage('es');
