// Builds one area's Lambda handler: a @middy/http-router over that area's rows of the route table, each
// route wrapped with the cross-cutting rules (body parsing, language, CSRF, sign-in and admin checks,
// JSON errors). The type demands a handler for every route of the area and no other. The session reader is
// passed in (create-area-handler.ts binds the store's), so an area of public routes bundles no store.
import middy from '@middy/core';
import httpRouterHandler, { type Route } from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { levelLetsIn } from '#domain/access-levels';
import type { ContractRouteKey, ResponseOf } from '#domain/contract/index';
import { type Language, pickLanguage } from '#domain/messages';
import { addLogKeys, logger, withLogScope } from '#functions/core/logger';
import type { SignedIn } from '../core/sessions/sessions';
import { type Access, type Area, type RouteRow, routeKey, routes } from '../routes';
import type { ApiRequest, ApiResult, RouteHandler } from './api-request';
import { clientIp } from './client-ip';
import { readCookies, sessionCookieName } from './cookies';
import { assertCsrf } from './csrf';
import { forbidden, invalidJson, payloadTooLarge, unauthenticated } from './http-error';
import { cameThroughEdge } from './origin-check';
import { renderError } from './render-error';

type RoutesOf<A extends Area> = Extract<(typeof routes)[number], { area: A }>;
type KeyOfRow<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
export type RouteKeyOf<A extends Area> = KeyOfRow<RoutesOf<A>>;

/**
 * One handler per route of the area, each typed by what the API contract says its route answers, so a
 * handler that drifts from domain/contract fails to compile (the contract types cost nothing at run time).
 */
export type AreaHandlers<A extends Area> = {
  [K in RouteKeyOf<A>]: RouteHandler<K extends ContractRouteKey ? Answer<ResponseOf<K>> : never>;
};

/** The contract's answer as a handler may build it: arrays and objects it only reads may be readonly. */
type Answer<T> = T extends readonly (infer Item)[]
  ? readonly Answer<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Answer<T[K]> }
    : T;

/** The signed-in user of a session cookie's token, or null. */
export type SessionLoader = (token: string | undefined, language: Language) => Promise<SignedIn | null>;

/**
 * Told of every refused request (4xx) and from where, after the answer is made: security monitoring counts
 * them per client (core/security/security-alerts.ts). Must not throw.
 */
export type RefusalWatch = (ip: string, status: number) => Promise<void>;
const watchNothing: RefusalWatch = async () => undefined;

/** Largest JSON body accepted; a logo data URL (150 kB) fits with room to spare. */
const maxBodyBytes = 256 * 1024;

const parseBody = (event: APIGatewayProxyEventV2): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > maxBodyBytes) throw payloadTooLarge();
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
};

/** A signed-in user may call a route of this access level: an admin route needs an admin, a team route a role it lets in. */
const mayCall = (access: Exclude<Access, 'public'>, user: SignedIn['user']): boolean =>
  access === 'admin' ? user.isAdmin : levelLetsIn(access, user.role);

const toLambdaResult = (result: ApiResult): APIGatewayProxyStructuredResultV2 => ({
  statusCode: result.status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...result.headers,
  },
  ...(result.cookies?.length ? { cookies: result.cookies } : {}),
  body: result.text ?? (result.body === undefined ? '' : JSON.stringify(result.body)),
});

const buildRequest = (
  event: APIGatewayProxyEventV2,
  language: Language,
  loadSession: SessionLoader,
): ApiRequest => {
  const cookies = readCookies(event);
  let session: Promise<SignedIn | null> | undefined;
  const request: ApiRequest = {
    event,
    method: event.requestContext.http.method,
    path: event.rawPath,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    query: (event.queryStringParameters ?? {}) as Record<string, string>,
    body: undefined,
    cookies,
    language,
    ip: clientIp(event),
    userAgent: event.requestContext.http.userAgent ?? '',
    session: () => {
      session ??= loadSession(cookies[sessionCookieName], language).then((signedIn) => {
        if (signedIn) addLogKeys({ contractorId: signedIn.user.contractorId, userId: signedIn.user.userId });
        return signedIn;
      });
      return session;
    },
    signedIn: async () => {
      const signedIn = await request.session();
      if (!signedIn) throw unauthenticated();
      return signedIn;
    },
  };
  return request;
};

/** A body made of pieces, joined: API Gateway takes a whole answer. */
const joined = async (result: ApiResult): Promise<ApiResult> => {
  if (!result.chunks) return result;
  let text = '';
  for await (const chunk of result.chunks) text += chunk;
  const { chunks: _chunks, ...rest } = result;
  return { ...rest, text };
};

/**
 * A body made of pieces with its first piece already made: a failure before any output (a period's first
 * read) still becomes an error answer; only later ones cut a streamed answer short.
 */
const primed = async (result: ApiResult): Promise<ApiResult> => {
  if (!result.chunks) return result;
  const pieces = result.chunks[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
  }
  return { ...result, chunks: all() };
};

/** How a route's answer leaves: whole (API Gateway) or a piece at a time (a function URL). */
type Delivery = 'whole' | 'streamed';

const runRoute = async (
  row: RouteRow,
  handle: RouteHandler,
  event: APIGatewayProxyEventV2,
  loadSession: SessionLoader,
  delivery: Delivery,
) => {
  const headers = event.headers ?? {};
  const language = pickLanguage(
    headers['x-picket-lang'],
    event.queryStringParameters?.lang,
    headers['accept-language'],
  );
  let result: ApiResult;
  try {
    if (!cameThroughEdge(headers)) throw forbidden();
    const request = buildRequest(event, language, loadSession);
    // A framed calculator's routes carry no cookie to bind a token to (routes.ts `embeddable`).
    if (!row.embeddable) await assertCsrf(request, headers['x-csrf-token']);
    request.body = parseBody(event);
    if (row.auth !== 'public') {
      const { user } = await request.signedIn();
      if (!mayCall(row.auth, user)) throw forbidden();
    }
    result = await handle(request);
    result = delivery === 'whole' ? await joined(result) : await primed(result);
  } catch (error) {
    result = renderError(error, language);
  }
  return result;
};

/** One JSON line per request: which route, for whom, and how it ended (never the body). */
const loggedRoute = async (
  row: RouteRow,
  handle: RouteHandler,
  event: APIGatewayProxyEventV2,
  loadSession: SessionLoader,
  delivery: Delivery,
  watchRefusal: RefusalWatch,
) =>
  withLogScope(
    { requestId: event.requestContext.requestId, area: row.area, route: routeKey(row) },
    async () => {
      const started = performance.now();
      const result = await runRoute(row, handle, event, loadSession, delivery);
      const outcome = (result.body as { code?: unknown } | undefined)?.code;
      logger.info('request', {
        status: result.status,
        ...(result.status >= 400 && typeof outcome === 'string' ? { outcome } : {}),
        durationMs: Math.round(performance.now() - started),
      });
      if (result.status >= 400 && result.status < 500) await watchRefusal(clientIp(event), result.status);
      return result;
    },
  );

/** Where a streamed answer goes: its status and headers first, then its pieces. */
export interface ResponseStream {
  write(chunk: string): void;
  end(): void;
}
export type OpenResponse = (head: {
  statusCode: number;
  headers: Record<string, string>;
  cookies?: string[];
}) => ResponseStream;

/**
 * The streaming handler of an area's rows marked `stream` (functions/routes.ts), for a function URL event
 * (the HTTP API v2 shape): the same rules as every route, then the answer's pieces written as they come.
 * A failure after the first piece can no longer change the status: it is logged and the answer ends there.
 */
export const streamingHandlerFactory =
  (loadSession: SessionLoader, watchRefusal: RefusalWatch = watchNothing) =>
  <A extends Area>(area: A, handlers: Partial<AreaHandlers<A>>) =>
  async (event: APIGatewayProxyEventV2, open: OpenResponse): Promise<void> => {
    const method = event.requestContext.http.method;
    const row = routes.find(
      (candidate) =>
        candidate.area === area &&
        'stream' in candidate &&
        candidate.method === method &&
        candidate.path === event.rawPath,
    );
    const handle = row && (handlers as Record<string, RouteHandler>)[routeKey(row)];
    const result =
      row && handle
        ? await loggedRoute(row, handle, event, loadSession, 'streamed', watchRefusal)
        : { status: 404, body: { message: 'No such API route', code: 'NOT_FOUND' } };
    const { statusCode, headers, cookies, body } = toLambdaResult({ ...result, chunks: undefined });
    const out = open({
      statusCode: statusCode ?? 200,
      headers: headers as Record<string, string>,
      ...(cookies ? { cookies } : {}),
    });
    try {
      if (result.chunks) for await (const chunk of result.chunks) out.write(chunk);
      else out.write(body ?? '');
    } catch (error) {
      logger.error('Streamed answer cut short', { route: row ? routeKey(row) : event.rawPath, error });
    } finally {
      out.end();
    }
  };

/** An area handler factory reading sessions with `loadSession`, telling `watchRefusal` of each 4xx. */
export const areaHandlerFactory =
  (loadSession: SessionLoader, watchRefusal: RefusalWatch = watchNothing) =>
  <A extends Area>(area: A, handlers: AreaHandlers<A>) => {
    const areaRoutes: Route<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>[] = routes
      .filter((row) => row.area === area)
      .map((row) => {
        const handle = (handlers as Record<string, RouteHandler>)[routeKey(row)];
        if (!handle) throw new Error(`No handler for ${routeKey(row)} in area ${area}`);
        return {
          method: row.method,
          path: row.path,
          handler: async (event: APIGatewayProxyEventV2) =>
            toLambdaResult(await loggedRoute(row, handle, event, loadSession, 'whole', watchRefusal)),
        };
      });
    return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
      .onError((request) => {
        // Only the router itself gets here (no route for this method and path).
        request.response = toLambdaResult({
          status: 404,
          body: { message: 'No such API route', code: 'NOT_FOUND' },
        });
      })
      .handler(httpRouterHandler(areaRoutes));
  };
