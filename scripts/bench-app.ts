// What the benches that drive the built app share: the app started as `npm start` runs it (its own DynamoDB
// Local under a fresh data dir), and a small HTTP client that calls it as a browser does (cookie jar, CSRF
// header on writes) from a loopback address of its own, so per-IP limits count each simulated person apart.
// Only HTTP: accounts are made through the API, the sign-up link read from the runtime's /dev/outbox page.
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#infra/local/free-port';
import { type AppProcess, runtimeEnv, startAppProcess } from '#test/support/app-process';

export interface BenchApp {
  /** http://localhost:PORT, as a person's browser opens it. */
  baseUrl: string;
  port: number;
  process: AppProcess;
  stop(): Promise<unknown>;
}

/** The built app on a free port with a fresh data dir; sign-ups per loopback address raised for the bench. */
export const startBenchApp = async (): Promise<BenchApp> => {
  const port = await freePort();
  const app = await startAppProcess(
    runtimeEnv({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'picket-bench-')),
      PICKET_LOCAL_SIGNUPS_PER_IP: '500',
      POWERTOOLS_LOG_LEVEL: 'WARN',
    }),
  );
  return { baseUrl: `http://localhost:${port}`, port, process: app, stop: () => app.stop() };
};

export interface BenchResponse<T = unknown> {
  status: number;
  body: T;
  /** From sending the request to its answer's last byte (a CSRF token fetched first is not counted). */
  ms: number;
}

/** A request that met a reset on a connection kept alive from an earlier request, before any answer. */
class ClosedKeptAliveConnection extends Error {
  constructor(readonly reset: Error) {
    super(reset.message);
  }
}

/** One simulated person: a keep-alive connection pool bound to its own loopback address, and its cookies. */
export class BenchClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  private readonly agent: Agent;
  private readonly origin: URL;

  constructor(
    baseUrl: string,
    /** 127.x.y.z: the address the runtime sees as this client's IP. */
    readonly ip: string,
  ) {
    this.origin = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: ip });
  }

  /**
   * Reads sent again because the server closed their kept-alive connection as they were sent. A server closes
   * an idle connection after its keep-alive timeout (Node's: 5 s); a request written to it at that moment meets
   * a reset before any answer. Browsers send such a request again on a new connection, and so does this client,
   * once, for a GET (nothing was done); the bench prints how often.
   */
  resentReads = 0;

  /** Sends one request and answers its status and parsed body (text when it is not JSON). */
  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<BenchResponse<T>> {
    try {
      return await this.send<T>(method, path, body);
    } catch (error) {
      if (!(method === 'GET' && error instanceof ClosedKeptAliveConnection)) throw error;
      this.resentReads++;
      return this.send<T>(method, path, body);
    }
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<BenchResponse<T>> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers['x-csrf-token'] = await this.token();
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const text = body === undefined ? undefined : JSON.stringify(body);
    if (text !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(text));
    }
    const started = performance.now();
    return new Promise((done, fail) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: this.origin.port,
          path,
          method,
          headers: { ...headers, host: this.origin.host },
          agent: this.agent,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            for (const cookie of [incoming.headers['set-cookie'] ?? []].flat()) {
              const [pair = '', ...attributes] = cookie.split(';');
              const [name = '', value = ''] = pair.split('=');
              const deleted = attributes.some((part) => part.trim().toLowerCase() === 'max-age=0');
              if (deleted) this.cookies.delete(name);
              else this.cookies.set(name, value);
              this.csrfToken = undefined;
            }
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks).toString('utf8');
            const isJson = (incoming.headers['content-type'] ?? '').includes('json');
            try {
              done({ status: incoming.statusCode ?? 0, body: raw && isJson ? JSON.parse(raw) : raw, ms });
            } catch (error) {
              fail(error);
            }
          });
          incoming.on('error', fail);
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        fail(
          outgoing.reusedSocket && error.code === 'ECONNRESET' ? new ClosedKeptAliveConnection(error) : error,
        ),
      );
      outgoing.end(text);
    });
  }

  private async token(): Promise<string> {
    if (!this.csrfToken) {
      const { body } = await this.request<{ csrfToken: string }>('GET', '/api/csrf-token');
      this.csrfToken = body.csrfToken;
    }
    return this.csrfToken;
  }

  close() {
    this.agent.destroy();
  }
}

const expectStatus = (what: string, response: BenchResponse, expected: number) => {
  if (response.status !== expected)
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
};

/** The newest sign-up link token emailed to `email`, read from the runtime's /dev/outbox page. */
const signupToken = async (client: BenchClient, email: string): Promise<string> => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await client.request('GET', '/dev/outbox');
    const items = String(page.body).split('<li data-testid="outbox-email">');
    const mine = items.find((item) => item.includes(`to ${email}<`));
    const token = mine?.match(/#token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-up link was emailed to ${email}`);
};

let signups = 0;

/** A 10-digit US number unlikely to repeat within a run (texts to one number are limited to 5 a day). */
export const benchPhone = () =>
  `312${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/**
 * Signs a new contractor up as a person does (the form, then the emailed link, which creates the business and
 * signs its owner in) in `client`, and answers the new contractor's id.
 */
export const signUpContractor = async (client: BenchClient, businessName?: string): Promise<string> => {
  signups += 1;
  const unique = `${Date.now().toString(36)}${process.pid}b${signups}`;
  const email = `bench.${unique}@example.com`;
  const started = await client.request('POST', '/api/auth/signup', {
    businessName: businessName ?? `Bench Fence ${unique}`,
    firstName: 'Rosa',
    lastName: 'Martinez',
    email,
    password: `Sturdy-Posts-${unique}`,
    phone: '(312) 555-0142',
  });
  expectStatus('POST /api/auth/signup', started, 202);
  const confirmed = await client.request<{ contractor: { id: string } }>('POST', '/api/auth/signup/confirm', {
    token: await signupToken(client, email),
  });
  expectStatus('POST /api/auth/signup/confirm', confirmed, 201);
  return confirmed.body.contractor.id;
};

/** What POST /api/quotes takes: a vinyl run with a gate in Chicago, for a new customer with a fresh number. */
export const quoteBody = () => ({
  request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 90, gates: [{ widthFt: 4 }] }] },
  newCustomer: {
    firstName: 'Mariana',
    lastName: 'Peña',
    email: '',
    phone: benchPhone(),
    address: '4421 N Ravenswood Ave',
    city: 'Chicago',
    state: 'il',
    zipCode: '60640',
  },
});

/** A saved quote of the signed-in contractor, texted to its customer; answers the quote's id. */
export const textedQuote = async (client: BenchClient): Promise<string> => {
  const saved = await client.request<{ id: string }>('POST', '/api/quotes', quoteBody());
  expectStatus('POST /api/quotes', saved, 201);
  const sent = await client.request('POST', `/api/quotes/${saved.body.id}/send`, {});
  expectStatus('POST /api/quotes/{id}/send', sent, 200);
  return saved.body.id;
};

/** Finishes onboarding and publishes the contractor's public page at /c/{slug}. */
export const publishPortal = async (client: BenchClient, businessName: string, slug: string) => {
  const onboarding = await client.request('PUT', '/api/onboarding', {
    businessName,
    contactName: 'Rosa Martinez',
    phone: '3125550142',
    address: { street: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' },
    licenseNumber: 'IL-104-2231',
    insuranceNumber: '',
    serviceAreas: ['60601'],
    rates: {
      pricePerFoot: { vinyl: 25, cedar: 20, chain: 15 },
      laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
    },
    branding: { logoUrl: '', tagline: 'Fences that last', primaryColor: '#0f766e' },
  });
  expectStatus('PUT /api/onboarding', onboarding, 200);
  const portal = await client.request('PUT', '/api/portal', {
    slug,
    published: true,
    about: { en: 'Family fence builders since 1998.', es: 'Constructores de cercas desde 1998.' },
    show: { license: true, insurance: false, serviceAreas: true, testimonials: true, faqs: true },
  });
  expectStatus('PUT /api/portal', portal, 200);
};

/** The `p` quantile (0–1) of ascending samples. */
export const quantile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

export const loadedMachineNote =
  '  (On a busy machine these figures are pessimistic: other work shares the CPU with the app and the browser.)';
