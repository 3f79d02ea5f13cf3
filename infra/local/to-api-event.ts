// Turns a Node HTTP request into the API Gateway HTTP API (payload v2) event that Lambda would receive,
// so the local runtime runs the very same handlers.
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The route the event is for: API Gateway's route key (`$default` for a function URL) and path parameters. */
export interface EventRoute {
  key: string;
  params: Record<string, string>;
}

export const toApiEvent = (
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  route: EventRoute,
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = request.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);
  const query = Object.fromEntries(url.searchParams.entries());
  const isText =
    body.length === 0 ||
    /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: route.key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(url.search ? { queryStringParameters: query } : {}),
    ...(Object.keys(route.params).length ? { pathParameters: route.params } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: (request.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey: route.key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
};
