// The one-port local server: `/api/*` goes through the route table to the area's Lambda handler as an
// HTTP API v2 event; `/config.json` is the runtime config the CDK deployment writes in AWS; everything
// else is the built frontend, extension-less paths (client-side routes) answered as CloudFront's function
// answers them: index.html, or a public page's prerendered HTML for a browser with no session.
import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context } from 'aws-lambda';
import { contractorPage } from '#functions/api/portal/page';
import { customerQuotePage } from '#functions/api/sharing/page';
import { decodeOrKeep } from '#functions/http/decode-or-keep';
import { answerRenderedPage, type RenderedPage } from '#functions/http/rendered-page';
import { routeKey } from '#functions/routes';
import { spaRewrite, type ViewerRequest } from '../constructs/spa-rewrite';
import { pageRendererOf } from '../paths';
import { areaHandler, streamingHandler } from './area-handlers';
import { receiveUpload, serveUpload } from './local-uploads';
import { isLoopback } from './loopback';
import { matchRoute } from './match-route';
import { serveOutboxPage } from './outbox-page';
import { securityHeaders, securityHeadersFor } from './security-headers';
import { receiveSmsReply } from './sms-reply';
import { encodedFile } from './static-encoding';
import { toApiEvent } from './to-api-event';

export interface RuntimeConfig {
  apiEndpoint: string;
  region: string;
  stage: 'local' | 'aws';
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const maxRequestBytes = 1024 * 1024;

/** The body, or null when it is larger than API Gateway would pass on (it is drained, not kept). */
const readBody = (request: IncomingMessage): Promise<Buffer | null> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxRequestBytes) chunks.push(chunk);
    });
    request.on('end', () => done(size > maxRequestBytes ? null : Buffer.concat(chunks)));
    request.on('error', fail);
  });

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
};

const lambdaContext = (functionName: string): Context =>
  ({
    functionName,
    awsRequestId: crypto.randomUUID(),
    getRemainingTimeInMillis: () => 30_000,
    callbackWaitsForEmptyEventLoop: false,
  }) as Context;

const handleApi = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
  const match = matchRoute(request.method ?? 'GET', url.pathname);
  if (!match) return sendJson(response, 404, { message: 'No such API route', code: 'NOT_FOUND' });
  const body = await readBody(request);
  if (!body)
    return sendJson(response, 413, { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  const event = toApiEvent(request, url, body, { key: routeKey(match.row), params: match.params });
  // A streamed route: each piece goes out as it comes, as the function URL sends it in AWS.
  if (match.row.stream) {
    const stream = await streamingHandler(match.row.area);
    return stream(event, ({ statusCode, headers, cookies }) => {
      response.writeHead(statusCode, { ...headers, ...(cookies?.length ? { 'set-cookie': cookies } : {}) });
      return { write: (chunk) => response.write(chunk), end: () => response.end() };
    });
  }
  const handler = await areaHandler(match.row.area);
  const result = await handler(event, lambdaContext(match.row.area));
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
};

const sendText = (response: ServerResponse, status: number, text: string) => {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
  response.end(text);
};

/** The request as a CloudFront function sees it: its path, query parameters and cookies by name. */
const viewerRequest = (request: IncomingMessage, url: URL): ViewerRequest => {
  const querystring: Record<string, { value: string }> = {};
  for (const [name, value] of url.searchParams) querystring[name] ??= { value };
  const cookies: Record<string, { value: string }> = {};
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0)
      cookies[pair.slice(0, separator).trim()] ??= { value: pair.slice(separator + 1).trim() };
  }
  return { uri: url.pathname, querystring, cookies };
};

/** The page file of a client-side route: what the CloudFront function picks, if the build wrote it. */
const pageFile = (request: IncomingMessage, url: URL, root: string) => {
  const chosen = join(root, spaRewrite({ request: viewerRequest(request, url) }).uri);
  return existsSync(chosen) ? chosen : join(root, 'index.html');
};

/**
 * A page drawn from data (a texted quote, a contractor's page), rendered with its data by the Lambda CloudFront
 * sends it to in AWS (functions/api/<area>/page.ts), when the build left its renderer.
 */
const servePage = async (
  page: RenderedPage,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  rendererDir: string,
) => {
  const event = toApiEvent(request, url, Buffer.alloc(0), { key: '$default', params: {} });
  const result = await answerRenderedPage(page, event, rendererDir);
  response.writeHead(result.statusCode ?? 200, {
    ...(result.headers as Record<string, string>),
    ...securityHeadersFor(url.pathname),
  });
  response.end(result.body ?? '');
};

const serveStatic = (request: IncomingMessage, response: ServerResponse, url: URL, staticDir: string) => {
  const root = resolve(staticDir);
  const requested = normalize(join(root, decodeOrKeep(url.pathname)));
  const inside = requested.startsWith(root);
  const isFile = inside && existsSync(requested) && statSync(requested).isFile();
  // Unknown files with an extension are real 404s; any other path is a client-side route.
  if (!isFile && extname(url.pathname)) return sendText(response, 404, 'Not found');
  const file = isFile ? requested : pageFile(request, url, root);
  if (!existsSync(file)) return sendText(response, 503, 'The frontend is not built: run `npm run build`.');
  // Hashed assets never change under their name, so browsers keep them a year, as CloudFront tells them;
  // everything else (index.html, sw.js, manifest.webmanifest) is revalidated, so a new version shows at once.
  const immutable = file.startsWith(join(root, 'assets'));
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const body = encodedFile(file, type, request.headers['accept-encoding']);
  response.writeHead(200, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(body.encoding ? { 'content-encoding': body.encoding } : {}),
    // Any site may frame a contractor's embedded calculator; every other page stays unframeable.
    ...securityHeadersFor(url.pathname),
  });
  response.end(body.bytes);
};

/** The pages a Lambda renders in AWS (CloudFront's behaviours for them, infra/constructs/web.ts). */
const renderedPages: RenderedPage[] = [customerQuotePage, contractorPage];

const route = async (
  request: IncomingMessage,
  response: ServerResponse,
  options: { staticDir: string; config: RuntimeConfig },
) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) return handleApi(request, response, url);
  if (url.pathname === '/config.json') return sendJson(response, 200, options.config);
  // The outbox shows customers' numbers and live approval links: only to this machine.
  if (url.pathname === '/dev/outbox')
    return isLoopback(request.socket.remoteAddress)
      ? serveOutboxPage(response)
      : sendText(response, 404, 'Not found');
  // A customer's simulated reply to a text (SNS two-way SMS in AWS): only from this machine.
  if (url.pathname === '/dev/sms-reply' && request.method === 'POST')
    return isLoopback(request.socket.remoteAddress)
      ? receiveSmsReply(request, response)
      : sendText(response, 404, 'Not found');
  if (url.pathname === '/local-uploads' && request.method === 'POST') return receiveUpload(request, response);
  if (url.pathname.startsWith('/local-uploads/')) return serveUpload(response, url);
  const page = renderedPages.find((candidate) => candidate.path.test(url.pathname));
  const rendererDir =
    page && request.method === 'GET' ? pageRendererOf(resolve(options.staticDir)) : undefined;
  if (page && rendererDir) return servePage(page, request, response, url, rendererDir);
  return serveStatic(request, response, url, options.staticDir);
};

/**
 * Whatever a request holds, it gets an answer and the process goes on: a failure anywhere (a URL Node's
 * parser let through, a handler that threw) is logged and answered 500 by this one guard.
 */
export const createLocalServer = (options: { staticDir: string; config: RuntimeConfig }): Server =>
  createServer((request, response) => {
    const fail = (error: unknown) => {
      console.error('Local runtime error', error);
      if (!response.headersSent)
        sendJson(response, 500, { message: 'Local runtime error', code: 'INTERNAL' });
      else response.end();
    };
    try {
      route(request, response, options).catch(fail);
    } catch (error) {
      fail(error);
    }
  });
