// `npm run bench`: the numbers behind "speed is a feature". Lambda bundle sizes (esbuild, as CDK bundles
// them) and request latency through the local runtime on DynamoDB Local. Bounded loops, loopback only.

import './bench-quiet-logs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { areas } from '#functions/routes';
import { esbuildOptionsFor } from '#infra/lambda-bundling';
import { localDynamoClient, startDynamoDbLocal } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';
import { verdict } from './bench-app';
import { benchBuilder } from './bench-builder';
import { benchColdStart, bundleTargetBytes } from './bench-coldstart';
import { benchCustomers } from './bench-customers';
import { benchEstimator } from './bench-estimator';
import { benchFrontend } from './bench-frontend';
import { benchLighthouse } from './bench-lighthouse';
import { benchLoad } from './bench-load';
import { benchPwa } from './bench-pwa';
import { benchReminders } from './bench-reminders';
import { benchReports } from './bench-reports';
import { benchSchedule } from './bench-schedule';

const bundleSizes = async () => {
  console.log('Lambda bundles (as CDK builds them: minified ESM, @aws-sdk/* provided by the runtime):');
  const entries = [
    ...areas.map((area) => [area, `functions/api/${area}/handler.ts`] as const),
    ['events', 'events/consumers/handler.ts'] as const,
    ['scheduled', 'events/scheduled/handler.ts'] as const,
  ];
  for (const [name, entry] of entries) {
    const result = await build(esbuildOptionsFor(entry));
    const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
    console.log(
      `  ${name.padEnd(13)} ${(bytes / 1000).toFixed(1).padStart(7)} kB   target ≤ ${bundleTargetBytes / 1000} kB ${verdict(bytes <= bundleTargetBytes)}`,
    );
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const latency = async () => {
  const { startTestServer, signUpContractor } = await import('#test/support/test-server');
  const server = await startTestServer();
  try {
    const { browser } = await signUpContractor(server.baseUrl);
    const measure = async (label: string, call: () => Promise<unknown>, runs: number) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(28)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   (${runs} runs)`,
      );
    };
    console.log('Request latency through the local runtime (DynamoDB Local, loopback):');
    await measure('GET /api/health', () => browser.get('/api/health'), 200);
    await measure('GET /api/auth/me (signed in)', () => browser.get('/api/auth/me'), 200);
    await measure('GET /api/onboarding', () => browser.get('/api/onboarding'), 200);
    await measure(
      'POST /api/auth/login (scrypt)',
      () => browser.post('/api/auth/login', { email: 'x@example.com', password: 'nope-nope' }),
      5,
    );
  } finally {
    await server.close();
  }
};

// `npm run bench -- frontend bundles` runs only the named parts; no names runs them all.
const parts = [
  'estimator',
  'bundles',
  'frontend',
  'pwa',
  'lighthouse',
  'builder',
  'load',
  'coldstart',
  'api',
  'customers',
  'reminders',
  'schedule',
  'reports',
] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(parts as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${parts.join(', ')}.`);
  process.exit(2);
}
const runs = (part: (typeof parts)[number]) => asked.length === 0 || asked.includes(part);

if (runs('estimator')) await benchEstimator();
if (runs('bundles')) await bundleSizes();
if (runs('frontend')) await benchFrontend();
if (runs('pwa')) await benchPwa();
if (runs('lighthouse')) await benchLighthouse();
if (runs('builder')) await benchBuilder();
if (runs('load')) await benchLoad();
if (runs('coldstart')) await benchColdStart();
if (runs('api') || runs('customers') || runs('reminders') || runs('schedule') || runs('reports')) {
  // One in-memory DynamoDB Local for the store-backed figures; the store reads these at import time.
  const dynamo = await startDynamoDbLocal();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = 'picket-bench';
  process.env.PICKET_KEY_FILE = join(mkdtempSync(join(tmpdir(), 'picket-bench-')), 'customer-keys');
  const client = localDynamoClient(dynamo.endpoint);
  try {
    await ensureTable(client, 'picket-bench');
    if (runs('api')) await latency();
    if (runs('customers')) await benchCustomers();
    if (runs('reminders')) await benchReminders();
    if (runs('schedule')) await benchSchedule();
    if (runs('reports')) await benchReports();
  } finally {
    client.destroy();
    await dynamo.stop();
  }
}
