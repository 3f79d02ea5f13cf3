// What a route handler sees of an HTTP API v2 event, and what it returns.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Language } from '#domain/messages';
import type { SignedIn } from '../core/sessions/sessions';

export interface ApiRequest {
  event: APIGatewayProxyEventV2;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
  cookies: Record<string, string>;
  language: Language;
  ip: string;
  userAgent: string;
  /** The signed-in user, or null; resolved once per request on first call. */
  session(): Promise<SignedIn | null>;
  /** The signed-in user, or a 401. */
  signedIn(): Promise<SignedIn>;
}

export interface ApiResult<Body = unknown> {
  status: number;
  body?: Body;
  /** A body that is not JSON (an iCalendar feed), sent as it is with the content type in `headers`. */
  text?: string;
  /**
   * A body that is not JSON, produced a piece at a time (a CSV export): a route of the table marked `stream`
   * sends each piece as it comes (area-handler.ts `streamingHandlerFactory`); anywhere else it is joined first.
   */
  chunks?: AsyncIterable<string>;
  headers?: Record<string, string>;
  /** Set-Cookie values. */
  cookies?: string[];
}

/** A route's handler; `Body` is what the API contract says the route answers (domain/contract). */
export type RouteHandler<Body = unknown> = (request: ApiRequest) => Promise<ApiResult<Body>>;

export const ok = <Body>(body: Body, extra: Omit<ApiResult, 'status' | 'body'> = {}): ApiResult<Body> => ({
  status: 200,
  body,
  ...extra,
});

/** 201 Created with the new thing. */
export const created = <Body>(body: Body): ApiResult<Body> => ({ status: 201, body });
