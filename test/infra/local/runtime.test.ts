// `npm start`'s runtime as a real process: first start seeds, data survives a restart, SIGTERM leaves
// no Java behind, the manage CLI creates users in the same data, and a machine without Java gets one line.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/free-port';
import { javaMissingMessage } from '#infra/local/java';
import { type AppProcess, runtimeEnv, startAppProcess } from '#test/support/app-process';
import { newCustomerOf } from '#test/support/factories';
import { TestBrowser } from '#test/support/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'picket-runtime-'));
const staticDir = mkdtempSync(join(tmpdir(), 'picket-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Picket test shell</title>');

const tsx = (script: string) => [process.execPath, ['--import', 'tsx', script]] as const;
const envFor = (port: number) => runtimeEnv({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir });

interface Runtime {
  app: AppProcess;
  baseUrl: string;
}

const startRuntime = async (): Promise<Runtime> => {
  const port = await freePort();
  return { app: await startAppProcess(envFor(port)), baseUrl: `http://127.0.0.1:${port}` };
};

const javaProcessesFor = (dir: string) =>
  spawnSync('pgrep', ['-f', `DynamoDBLocal.*${dir}`], { encoding: 'utf8' }).stdout.trim();

let current: Runtime | undefined;
afterAll(async () => {
  await current?.app.stop();
});

// Each test starts the app as `npm start` does (its own DynamoDB Local, a JVM): slower than a request, the
// more so beside another test file.
describe('the local runtime', { timeout: 120_000 }, () => {
  const newcomer = { email: `newcomer.${Date.now()}@example.com`, password: 'split-rail-fence-77' };
  const operator = { email: `ops.${Date.now()}@example.com`, password: 'gate-latch-admin-42' };

  it('seeds demo accounts on an empty data dir and serves the app and the API on one port', async () => {
    current = await startRuntime();
    expect(current.app.output()).toContain('demo@picket.local  password: picket-demo-2026');
    expect(current.app.output()).toContain('admin@picket.local  password: picket-admin-2026');

    // Customer records are encrypted with keys made on first start, readable by this user only.
    expect(statSync(join(dataDir, 'customer-keys')).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    // It listens on loopback only: this machine's other addresses get no answer.
    const { port } = new URL(current.baseUrl);
    const lanAddresses = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal);
    for (const address of lanAddresses)
      await expect(fetch(`http://${address?.address}:${port}/api/health`)).rejects.toThrow();
    expect((await fetch(`${current.baseUrl}/api/health`)).status).toBe(200);
    const config = await (await fetch(`${current.baseUrl}/config.json`)).json();
    expect(config).toEqual({ apiEndpoint: '', region: 'local', stage: 'local' });
    const page = await fetch(`${current.baseUrl}/jobs/123`);
    expect(await page.text()).toContain('Picket test shell');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const demo = new TestBrowser(current.baseUrl);
    const login = await demo.post('/api/auth/login', {
      email: 'demo@picket.local',
      password: 'picket-demo-2026',
    });
    expect(login.body).toMatchObject({ isAdmin: false, onboardingComplete: true });

    // Texts go to the local outbox: printed, shown at /dev/outbox, and linking back to this runtime.
    const quote = await demo.post('/api/quotes', {
      request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 60, gates: [] }] },
      newCustomer: newCustomerOf({ customerName: 'Outbox Reader', phone: '3125550177' }),
    });
    expect((await demo.post(`/api/quotes/${quote.body.id}/send`, {})).status).toBe(200);
    expect(current.app.output()).toContain('[outbox] SMS to +13125550177: ');
    const outboxPage = await (await fetch(`${current.baseUrl}/dev/outbox`)).text();
    expect(outboxPage).toContain('to +13125550177');
    expect(outboxPage).toMatch(/href="http:\/\/localhost:\d+\/e\/[A-Za-z0-9_-]{16}"/);
    const admin = new TestBrowser(current.baseUrl);
    expect(
      (await admin.post('/api/auth/login', { email: 'admin@picket.local', password: 'picket-admin-2026' }))
        .body.isAdmin,
    ).toBe(true);

    // Sign-up emails a link (to the outbox here); the link creates the account.
    const visitor = new TestBrowser(current.baseUrl);
    const signup = await visitor.post('/api/auth/signup', {
      businessName: 'Newcomer Fence',
      firstName: 'Nia',
      lastName: 'Newcomer',
      phone: '3125550199',
      ...newcomer,
    });
    expect(signup.status).toBe(202);
    expect(signup.body.message).toBe('Check your email to finish signing up');
    expect(current.app.output()).toContain(
      `[outbox] Email to ${newcomer.email}: Finish signing up for Picket`,
    );
    const inbox = await (await fetch(`${current.baseUrl}/dev/outbox`)).text();
    const token = inbox.match(/\/signup\/confirm#token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expect((await visitor.post('/api/auth/signup/confirm', { token })).status).toBe(201);
  });

  it('stops DynamoDB Local with it on SIGTERM', async () => {
    if (!current) throw new Error('runtime not started');
    expect(javaProcessesFor(dataDir)).not.toBe('');
    expect(await current.app.stop()).toBe(0);
    expect(javaProcessesFor(dataDir)).toBe('');
  });

  it('creates a user with the manage command in the same data dir', () => {
    const [node, args] = tsx('infra/local/manage.ts');
    const output = execFileSync(
      node,
      [...args, 'create-user', '--email', operator.email, '--password', operator.password, '--admin'],
      { env: envFor(0), encoding: 'utf8' },
    );
    expect(output).toContain(`Created admin ${operator.email}`);
    const outbox = execFileSync(node, [...args, 'outbox', '--limit', '5'], {
      env: envFor(0),
      encoding: 'utf8',
    });
    expect(outbox).toMatch(
      /to \+13125550177\n {2}Demo Fence Co\. sent you a fence quote for \$[\d,.]+\. View and approve it: /,
    );
    const weak = spawnSync(
      node,
      [...args, 'create-user', '--email', 'x@example.com', '--password', 'password1'],
      {
        env: envFor(0),
        encoding: 'utf8',
      },
    );
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('--password: This password is too easy to guess.');
    expect(javaProcessesFor(dataDir)).toBe('');
  });

  it('finds all earlier data on a second start and seeds nothing again', async () => {
    current = await startRuntime();
    expect(current.app.output()).not.toContain('Local demo accounts');
    const again = new TestBrowser(current.baseUrl);
    expect((await again.post('/api/auth/login', newcomer)).status).toBe(200);
    const ops = new TestBrowser(current.baseUrl);
    expect((await ops.post('/api/auth/login', operator)).body.isAdmin).toBe(true);
    await current.app.stop();
  });

  it('says in one line that Java is missing and exits non-zero', () => {
    const [node, args] = tsx('infra/local/start.ts');
    const result = spawnSync(node, args, {
      env: { ...envFor(0), PATH: '/nonexistent' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(javaMissingMessage);
  });
});
