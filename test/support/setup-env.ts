// Points the store at the run's DynamoDB Local before any test module imports it.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadLanguage } from '#frontend/i18n/language';
import { workerTableName } from './worker-table';

process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = workerTableName();
process.env.PICKET_STAGE = 'test';
// Password hashing at N=2^12 rather than 2^17: the tests check sign-up and sign-in, not scrypt's strength.
process.env.PICKET_TEST_SCRYPT_LOG_N = '12';
// Request lines would drown the test output; warnings and errors still show.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.PICKET_KEY_FILE = inject('keyFile');
process.env.PICKET_UPLOAD_SECRET = 'test-upload-secret';
process.env.PICKET_UPLOAD_DIR = join(tmpdir(), `picket-uploads-${process.pid}`);

// Frontend unit tests read both dictionaries, as the app does once its root route has loaded the language.
await loadLanguage('es');
