// Structured logs: every request ends in one JSON line naming the request, area, route, contractor and
// outcome, and no line carries a customer's contact details — whatever the request held.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Tests log at WARN (test/support/setup-env.ts); this file reads the INFO request lines. Set before the
// logger loads, hence the dynamic import below.
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
const { signUpContractor, startTestServer } = await import('#test/support/test-server');

let server: Awaited<ReturnType<typeof startTestServer>>;
let written: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const requestLines = () =>
  written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.message === 'request');

describe('request logs', () => {
  it('give each request one JSON line with its id, area, route, contractor, status and outcome', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    written = [];
    await browser.get('/api/jobs');
    await browser.get('/api/jobs/j_missing');
    const [listed, missing] = requestLines();
    expect(listed).toMatchObject({
      level: 'INFO',
      service: 'picket',
      area: 'jobs',
      route: 'GET /api/jobs',
      contractorId: user.contractor.id,
      status: 200,
    });
    expect(typeof listed?.requestId).toBe('string');
    expect(typeof listed?.durationMs).toBe('number');
    expect(missing).toMatchObject({ route: 'GET /api/jobs/{id}', status: 404, outcome: 'NOT_FOUND' });
  });

  it('never carry a customer’s name, phone, email or street', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    written = [];
    const customer = {
      firstName: 'Evangelina',
      lastName: 'Quiroga-Sandoval',
      email: 'evangelina.quiroga@example.com',
      phone: '(312) 555-0199',
      address: '7730 W Addison St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60634',
    };
    expect((await browser.post('/api/homeowners', customer)).status).toBe(201);
    await browser.get('/api/search?q=Evangelina');
    // A refused request echoes nothing of its body into the logs either.
    await browser.post('/api/homeowners', { ...customer, phone: '555' });
    const logged = written.join('');
    expect(logged).toContain('"message":"request"');
    for (const detail of ['Evangelina', 'Quiroga', 'evangelina.quiroga', '555-0199', '5550199', 'Addison']) {
      expect(logged).not.toContain(detail);
    }
  });
});
