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

export interface ApiResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Set-Cookie values. */
  cookies?: string[];
}

export type RouteHandler = (request: ApiRequest) => Promise<ApiResult>;

export const ok = (body: unknown, extra: Omit<ApiResult, 'status' | 'body'> = {}): ApiResult => ({
  status: 200,
  body,
  ...extra,
});
