// A customer's contact details never reach the disk in clear text: after a whole flow on `npm start`'s runtime
// (customer, visit, quote, text, approval, job, payment, reminders by text and email, a homeowner lead), the
// DynamoDB Local data files hold none of the name, phone, email, street or typed signature.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/free-port';
import { type AppProcess, runtimeEnv, startAppProcess } from '#test/support/app-process';
import { customerInput, fenceInput, freshPhone } from '#test/support/factories';
import { TestBrowser } from '#test/support/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'picket-sealed-'));
const staticDir = mkdtempSync(join(tmpdir(), 'picket-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Picket test shell</title>');

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const capitalised = (word: string) => word[0]?.toUpperCase() + word.slice(1);

/** A person nobody else in the data has: every detail is a string that can only come from them. */
const person = () => {
  const phone = freshPhone('773');
  return {
    firstName: capitalised(`qa${letters(7)}`),
    lastName: capitalised(`zy${letters(8)}`),
    phone,
    email: `${letters(10)}@example.com`,
    street: `${100 + Math.floor(Math.random() * 9000)} ${capitalised(letters(9))} Lane`,
    phoneForms: [
      phone,
      `+1${phone}`,
      `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
    ],
  };
};
type Person = ReturnType<typeof person>;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Which of the person's details appear in clear text in the DynamoDB Local files, and where. */
const clearTextOf = ({ firstName, lastName, email, street, phoneForms }: Person) => {
  const files = filesUnder(join(dataDir, 'dynamodb'));
  const secrets = [firstName, lastName, email, street, ...phoneForms];
  return files.flatMap((file) => {
    const content = readFileSync(file).toString('latin1').toLowerCase();
    return secrets
      .filter((secret) => content.includes(secret.toLowerCase()))
      .map((secret) => `${secret} in ${file}`);
  });
};

let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop();
});

const ok = async <T extends { status: number; body: any }>(response: Promise<T>, status = 200) => {
  const answer = await response;
  if (answer.status !== status) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

// Each test starts the app as `npm start` does (its own DynamoDB Local, a JVM): slower than a request, the
// more so beside another test file.
describe('the DynamoDB Local data files after a whole customer flow', { timeout: 120_000 }, () => {
  const customer = person();
  const signer = person();
  const lead = person();

  it('hold no customer name, phone, email, street or typed signature in clear text', async () => {
    const port = await freePort();
    app = await startAppProcess(runtimeEnv({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir }));
    const baseUrl = `http://127.0.0.1:${port}`;
    const owner = new TestBrowser(baseUrl);
    await ok(owner.post('/api/auth/login', { email: 'demo@picket.local', password: 'picket-demo-2026' }));

    const created = await ok(
      owner.post(
        '/api/homeowners',
        customerInput({
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: customer.phone,
          email: customer.email,
          address: `${customer.street}, Chicago, IL 60601`,
        }),
      ),
      201,
    );
    await ok(
      owner.post(`/api/homeowners/${created.id}/schedule-visit`, {
        scheduledDate: today(),
        isAnytime: true,
        notes: 'Gate code 4411',
      }),
      201,
    );
    const quote = await ok(
      owner.post('/api/quotes', {
        request: fenceInput({ zipCode: '60601' }),
        homeownerId: created.id,
        site: { street: customer.street, city: 'Chicago', state: 'IL' },
      }),
      201,
    );
    const sent = await ok(owner.post(`/api/quotes/${quote.id}/send`, {}));
    const visitor = new TestBrowser(baseUrl);
    await ok(visitor.get(`/api/customer/quotes/${quote.id}`));
    await ok(
      visitor.post(`/api/customer/quotes/${quote.id}/approve`, {
        signatureName: `${signer.firstName} ${signer.lastName}`,
        consent: true,
        version: sent.quote.version,
      }),
    );
    const job = await ok(owner.post(`/api/quotes/${quote.id}/convert`, {}), 201);
    const [deposit, final] = job.milestones;
    await ok(
      owner.post(`/api/jobs/${job.id}/payments`, {
        milestoneId: deposit.id,
        amount: deposit.amount,
        paymentMethod: 'check',
        paymentDate: today(),
      }),
      201,
    );
    const scheduled = await ok(owner.get(`/api/jobs/${job.id}`));
    await ok(
      owner.put(`/api/jobs/${job.id}/milestones`, {
        version: scheduled.version,
        milestones: scheduled.milestones.map((milestone: Record<string, any>) => ({
          id: milestone.id,
          name: milestone.name,
          percentage: milestone.percentage,
          amount: milestone.amount,
          dueDate: milestone.id === final.id ? today() : milestone.dueDate,
          sequenceOrder: milestone.sequenceOrder,
          milestoneType: milestone.milestoneType,
        })),
      }),
    );
    await ok(owner.post(`/api/payment-reminders/${final.id}/send`));
    await ok(owner.get(`/api/homeowners/${created.id}/timeline`));

    const homeowner = new TestBrowser(baseUrl);
    await ok(
      homeowner.post('/api/leads', {
        request: fenceInput({ zipCode: '60601' }),
        name: `${lead.firstName} ${lead.lastName}`,
        phone: lead.phone,
        email: lead.email,
        textRequested: true,
        idempotencyKey: crypto.randomUUID(),
      }),
      201,
    );

    expect(await app.stop()).toBe(0);
    app = undefined;
    // The scan reads the real data: the contractor's own business name is there in clear.
    const data = filesUnder(join(dataDir, 'dynamodb')).map((file) => readFileSync(file).toString('latin1'));
    expect(data.some((content) => content.includes('Demo Fence Co.'))).toBe(true);
    expect([...clearTextOf(customer), ...clearTextOf(signer), ...clearTextOf(lead)]).toEqual([]);
  });
});
