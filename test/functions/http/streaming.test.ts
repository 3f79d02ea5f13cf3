// Streamed routes (functions/routes.ts `stream`): the same rules as every route, then the answer's pieces in
// order as they come and one end; a failure before the first piece is still an error answer, one after it ends
// the answer where it was. Behind API Gateway the same handler's pieces arrive joined.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { DomainError } from '#functions/core/errors';
import type { ApiResult } from '#functions/http/api-request';
import { areaHandlerFactory, type OpenResponse, streamingHandlerFactory } from '#functions/http/area-handler';

const owner = { tokenHash: 'h', user: { contractorId: 'c_1', userId: 'u_1', role: 'owner', isAdmin: false } };
const signedIn = async () => owner as never;

const eventFor = (path: string): APIGatewayProxyEventV2 =>
  ({
    rawPath: path,
    rawQueryString: '',
    headers: {},
    cookies: [],
    queryStringParameters: {},
    requestContext: {
      http: { method: 'GET', path, userAgent: 'test', sourceIp: '127.0.0.1' },
      requestId: 'r_1',
    },
  }) as unknown as APIGatewayProxyEventV2;

/** What a response received: its head, its pieces and how often it ended. */
const capture = () => {
  const seen = { statusCode: 0, headers: {} as Record<string, string>, pieces: [] as string[], ends: 0 };
  const open: OpenResponse = (head) => {
    seen.statusCode = head.statusCode;
    seen.headers = head.headers;
    return { write: (chunk) => seen.pieces.push(chunk), end: () => (seen.ends += 1) };
  };
  return { seen, open };
};

const csv = (pieces: () => AsyncGenerator<string>) => ({
  'GET /api/reports/export': async (): Promise<ApiResult<string>> => ({
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    chunks: pieces(),
  }),
});

describe('a streamed route', () => {
  it('sends its pieces in order, then ends once', async () => {
    const stream = streamingHandlerFactory(signedIn)(
      'reports',
      csv(async function* () {
        yield 'a,b\r\n';
        yield '1,2\r\n';
      }),
    );
    const { seen, open } = capture();
    await stream(eventFor('/api/reports/export'), open);
    expect(seen).toMatchObject({ statusCode: 200, pieces: ['a,b\r\n', '1,2\r\n'], ends: 1 });
    expect(seen.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('answers an error when it fails before its first piece', async () => {
    const stream = streamingHandlerFactory(signedIn)(
      'reports',
      csv(async function* () {
        yield* [];
        throw new DomainError('NOT_FOUND', 'auth.forbidden');
      }),
    );
    const { seen, open } = capture();
    await stream(eventFor('/api/reports/export'), open);
    expect(seen.statusCode).toBe(404);
    expect(JSON.parse(seen.pieces.join('')).code).toBe('NOT_FOUND');
    expect(seen.ends).toBe(1);
  });

  it('ends where it was when it fails later', async () => {
    const stream = streamingHandlerFactory(signedIn)(
      'reports',
      csv(async function* () {
        yield 'a,b\r\n';
        throw new Error('the table went away');
      }),
    );
    const { seen, open } = capture();
    await stream(eventFor('/api/reports/export'), open);
    expect(seen).toMatchObject({ statusCode: 200, pieces: ['a,b\r\n'], ends: 1 });
  });

  it('is refused to someone signed out, and unknown paths are 404', async () => {
    const pieces = async function* () {
      yield 'never';
    };
    const signedOut = streamingHandlerFactory(async () => null)('reports', csv(pieces));
    const refused = capture();
    await signedOut(eventFor('/api/reports/export'), refused.open);
    expect(refused.seen.statusCode).toBe(401);
    const missing = capture();
    await streamingHandlerFactory(signedIn)('reports', csv(pieces))(
      eventFor('/api/reports/other'),
      missing.open,
    );
    expect(missing.seen.statusCode).toBe(404);
  });

  it('arrives joined behind API Gateway', async () => {
    const handler = areaHandlerFactory(signedIn)('reports', {
      ...csv(async function* () {
        yield 'a,b\r\n';
        yield '1,2\r\n';
      }),
      'GET /api/dashboard': async () => ({ status: 404 }) as never,
      'GET /api/reports/summary': async () => ({ status: 404 }) as never,
    });
    const event = { ...eventFor('/api/reports/export'), routeKey: 'GET /api/reports/export', version: '2.0' };
    const result = (await handler(event, {} as never)) as { statusCode: number; body: string };
    expect(result).toMatchObject({ statusCode: 200, body: 'a,b\r\n1,2\r\n' });
  });
});
