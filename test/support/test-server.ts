// The local runtime's HTTP server on a random port, and a tiny browser-like client (cookie jar, CSRF
// header on writes) so integration tests exercise the same path a browser does: HTTP → route table →
// API Gateway v2 event → area handler → DynamoDB Local. Every 2xx JSON answer is checked against the API
// contract (domain/contract/), so a handler that drifts from it fails the test that called it.
import { randomInt } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { apiContract } from '#domain/contract/index';
import type { RouteContract } from '#domain/contract/route-contract';
import { readOutbox } from '#functions/core/ports/outbox/read-outbox';
import { routeKey } from '#functions/routes';
import { matchRoute } from '#infra/local/match-route';
import { createLocalServer } from '#infra/local/server';

export interface TestServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** `instrument` sees the server before it listens (the DynamoDB call counter wraps its requests). */
export const startTestServer = async (
  options: { instrument?: (server: Server) => void } = {},
): Promise<TestServer> => {
  const server = createLocalServer({
    staticDir: 'frontend/dist',
    config: { apiEndpoint: '', region: 'local', stage: 'local' },
  });
  options.instrument?.(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};

/** A fetch-like call from a chosen local address (node's fetch cannot pick one without undici). */
const requestFrom = (
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> =>
  new Promise((done, fail) => {
    const outgoing = httpRequest(
      url,
      {
        method: init.method,
        // Node sends a DELETE's body unframed unless told its length, and the server would read it as a
        // second, malformed request.
        headers:
          init.body === undefined
            ? init.headers
            : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        localAddress,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          done(
            new Response(chunks.length ? Buffer.concat(chunks) : null, {
              status: incoming.statusCode,
              headers,
            }),
          );
        });
        incoming.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(init.body);
  });

let loopbackCounter = 0;
// Test files run in many processes against one DynamoDB Local, where per-IP limits (20 sign-ups an hour)
// count across files: a process id modulo 200 repeated too often, so each process takes a random /16.
const processOctets = [randomInt(1, 256), randomInt(0, 256)];
/** A loopback address no other test browser of this process (nor, almost surely, of another) uses. */
export const freshLoopbackIp = () => {
  loopbackCounter += 1;
  const [second, third] = processOctets;
  return `127.${second}.${(third ?? 0) ^ Math.floor(loopbackCounter / 250)}.${(loopbackCounter % 250) + 2}`;
};

/** Throws when a 2xx answer of an API route is not what the contract says that route answers. */
export const assertMatchesContract = (method: string, url: string, status: number, body: unknown) => {
  if (status < 200 || status >= 300) return;
  const path = new URL(url, 'http://localhost').pathname;
  const match = path.startsWith('/api/') ? matchRoute(method, path) : null;
  if (!match) return;
  const key = routeKey(match.row);
  const contract = (apiContract as Record<string, RouteContract>)[key];
  if (!contract) throw new Error(`${key} answered ${status}, but the API contract has no entry for it`);
  const schema = contract.responses[status as keyof RouteContract['responses']];
  if (!schema) {
    const declared = Object.keys(contract.responses).join(', ');
    throw new Error(`${key} answered ${status}; its contract declares only ${declared}`);
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${key} answered ${status} with a body that breaks the API contract (domain/contract/):\n${z.prettifyError(result.error)}`,
    );
  }
};

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly language?: 'en' | 'es',
    /** Call from this loopback address (127.x.y.z) instead of 127.0.0.1: per-IP limits then start afresh. */
    private readonly ip?: string,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      csrf?: boolean | string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const isWrite = method !== 'GET';
    // The token first: fetching it may set the anonymous cookie this request must carry.
    if (typeof options.csrf === 'string') headers['x-csrf-token'] = options.csrf;
    else if (isWrite && options.csrf !== false) headers['x-csrf-token'] = await this.token();
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.language) headers['x-picket-lang'] = this.language;
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = this.ip
      ? await requestFrom(this.ip, `${this.baseUrl}${path}`, { method, headers, body })
      : await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const deleted = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
      if (deleted) this.cookies.delete(name);
      else this.cookies.set(name, value);
      this.csrfToken = undefined;
    }
    const text = await response.text();
    // JSON answers are parsed; a CSV export or a calendar feed is its text.
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    const parsed = text ? (isJson ? JSON.parse(text) : text) : undefined;
    assertMatchesContract(method, path, response.status, parsed);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async token(): Promise<string> {
    if (!this.csrfToken) {
      const { body } = await this.request<{ csrfToken: string }>('GET', '/api/csrf-token');
      this.csrfToken = body.csrfToken;
    }
    return this.csrfToken;
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, { body });
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, { body });
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, { body });
}

let counter = 0;
/** A unique, valid sign-up payload; override any field. */
export const newSignup = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    businessName: `Fence Co ${unique}`,
    firstName: 'Rosa',
    lastName: 'Martinez',
    email: `rosa.${unique}@example.com`,
    password: `Sturdy-Posts-${unique}`,
    phone: '(312) 555-0142',
    ...overrides,
  };
};

/** The token of the newest sign-up link emailed to `email` (the local email port keeps it in the outbox). */
export const signupTokenFor = async (email: string): Promise<string> => {
  for (const depth of [50, 1000]) {
    const emails = await readOutbox('email', depth);
    const link = emails.find((message) => message.to === email)?.body.match(/#token=([\w-]+)/);
    if (link?.[1]) return link[1];
  }
  throw new Error(`No sign-up link was emailed to ${email}`);
};

/**
 * Signs a new contractor up in a fresh browser, as a person does: the form (202), then the emailed link,
 * which creates the account and signs in. Each browser calls from its own loopback address, so the per-IP
 * sign-up limit applies to it alone.
 */
export const signUpContractor = async (baseUrl: string, overrides: Record<string, unknown> = {}) => {
  const browser = new TestBrowser(baseUrl, undefined, freshLoopbackIp());
  const signup = newSignup(overrides);
  const started = await browser.post('/api/auth/signup', signup);
  if (started.status !== 202)
    throw new Error(`signup failed: ${started.status} ${JSON.stringify(started.body)}`);
  const token = await signupTokenFor(signup.email.toLowerCase());
  const response = await browser.post('/api/auth/signup/confirm', { token });
  if (response.status !== 201)
    throw new Error(`signup confirmation failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { browser, signup, user: response.body };
};
