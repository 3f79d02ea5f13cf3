// `npm start`: the whole app on one machine. DynamoDB Local under DATA_DIR, the table from the shared
// definition, demo accounts on first start, the frontend and /api/* on PORT. Ctrl-C stops everything.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local';
import { hasJava, javaMissingMessage } from './java';

const port = Number(process.env.PORT ?? 3000);
// This machine only, unless HOST says otherwise: the local runtime has no TLS and its outbox holds
// customers' numbers and live approval links.
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const staticDir = resolve(process.env.STATIC_DIR ?? 'frontend/dist');

// Everything written under DATA_DIR (the table, customer keys, uploads, the outbox) is this user's alone.
process.umask(0o077);
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
chmodSync(dataDir, 0o700);

if (!hasJava()) {
  console.error(javaMissingMessage);
  process.exit(1);
}

const dynamo = await startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb') });
// The store's client reads these at import time, so the imports below come after.
process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
process.env.PICKET_STAGE = 'local';
// Customer records are encrypted with keys from this file (0600), made on first start.
process.env.PICKET_KEY_FILE = join(dataDir, 'customer-keys');
// Texted links point here; the local SMS port writes to the outbox (/dev/outbox) instead of a phone.
process.env.PUBLIC_BASE_URL ??= `http://localhost:${port}`;
// Job photos are stored here; their upload forms and links are signed with a key made for this run.
process.env.PICKET_UPLOAD_DIR = join(dataDir, 'uploads');
process.env.PICKET_UPLOAD_SECRET ??= randomBytes(32).toString('base64url');
// Signed-out browsers' anonymous cookies are signed with this; after a restart the app fetches a new one.
process.env.PICKET_COOKIE_SECRET ??= randomBytes(32).toString('base64url');
const endpointFile = join(dataDir, 'dynamodb-endpoint');
writeFileSync(endpointFile, dynamo.endpoint);

const { prepareLocalTable } = await import('./prepare-table');
const { keysFromFile } = await import('#functions/core/ports/keys/key-file');
keysFromFile(process.env.PICKET_KEY_FILE);
const { createLocalServer } = await import('./server');

const shutdown = async (code: number) => {
  rmSync(endpointFile, { force: true });
  await dynamo.stop();
  process.exit(code);
};

try {
  await prepareLocalTable(dataDir);
} catch (error) {
  console.error('Could not prepare the local table:', error);
  await shutdown(1);
}

const server = createLocalServer({ staticDir, config: { apiEndpoint: '', region: 'local', stage: 'local' } });
server.on('error', async (error) => {
  console.error(`Could not serve on port ${port}: ${error.message}`);
  await shutdown(1);
});
server.listen(port, host, () => {
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    console.warn(
      `Warning: HOST=${host} lets other machines reach this app over plain HTTP; the outbox stays on this machine.`,
    );
  console.log(`Picket is running at http://localhost:${port} (data in ${dataDir})`);
  console.log(`Texts go to the local outbox: http://localhost:${port}/dev/outbox`);
});

// The scheduled work EventBridge Scheduler runs in AWS, here every minute.
const { runScheduledWork } = await import('#functions/core/scheduled/run-scheduled-work');
const scheduledTimer = setInterval(() => {
  runScheduledWork().catch((error: unknown) => console.error('Scheduled run failed', error));
}, 60_000);
scheduledTimer.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('Stopping Picket and DynamoDB Local…');
    server.close();
    server.closeAllConnections();
    void shutdown(0);
  });
}
