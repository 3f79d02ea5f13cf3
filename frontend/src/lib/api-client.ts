// The one API client (SPEC §7, §8): every call goes through Amplify's REST API with cookies, JSON bodies,
// the cached CSRF token on writes (one retry with a fresh token when the server rejects it) and ApiError.
import { type QueryFunction, queryOptions } from '@tanstack/react-query';
import {
  ApiError,
  apiErrorFromResponse,
  isCsrfRejection,
  type QueryParams,
  queryKeyToRequest,
} from './api-error';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type WriteMethod = Exclude<Method, 'GET'>;

interface SendOptions {
  body?: JsonValue;
  queryParams?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

// The server renders its messages in this language (header read by functions/http/area-handler.ts).
let language = 'en';

// The runtime config (/config.json), which main.tsx starts reading as the app starts. Pages render without
// waiting for it; only their requests do, with Amplify (amplify-rest.ts).
let runtimeConfig: Promise<RuntimeConfig> | undefined;

/** Requests go to the API the runtime config names (read at most once: main.tsx starts it early). */
export const sendRequestsAfter = (config: Promise<RuntimeConfig>): void => {
  runtimeConfig = config;
};

type AmplifyRest = typeof import('./amplify-rest');

let amplifyRest: Promise<AmplifyRest> | undefined;

/**
 * Amplify's REST client, loaded by the first request and the API registered with it once the runtime config
 * is read (amplify-rest.ts says why it is not part of the entry). A failed download is tried again by the
 * next request.
 */
const configuredAmplify = (): Promise<AmplifyRest> => {
  runtimeConfig ??= loadRuntimeConfig();
  amplifyRest ??= Promise.all([import('./amplify-rest'), runtimeConfig])
    .then(([rest, config]) => {
      rest.registerApi(config);
      return rest;
    })
    .catch((error: unknown) => {
      amplifyRest = undefined;
      throw error;
    });
  return amplifyRest;
};

/** Called when the `lang` search parameter changes, so server messages match the page. */
export const setApiLanguage = (lang: string): void => {
  language = lang;
};

const readBody = async (body: { text(): Promise<string> }): Promise<unknown> => {
  const text = await body.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

interface AmplifyHttpFailure {
  message?: unknown;
  response?: { statusCode: number; headers: Record<string, string>; body?: string };
}

/** Amplify throws its own ApiError carrying the raw response; turn it into ours (SPEC §8 message rule). */
const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as AmplifyHttpFailure;
  if (failure.response) {
    const { statusCode, headers, body } = failure.response;
    return apiErrorFromResponse(statusCode, headers ?? {}, body);
  }
  // No response at all: the network failed or the request was cancelled.
  const message = typeof failure.message === 'string' && failure.message ? failure.message : 'Network error';
  return new ApiError(message, 0, 'NETWORK_ERROR');
};

/**
 * A page rendered on the server holds the answer it was rendered with (`answerWhileRendering`) as JSON, in
 * `<script type="application/json" id="picket-page-answer">` (data, which no browser runs): it becomes the
 * page's early answer, so hydration reads exactly what the HTML shows, without asking the server again.
 */
export const adoptPageAnswer = (): void => {
  const element = document.getElementById('picket-page-answer');
  if (!element?.textContent) return;
  const { path, lang, body } = JSON.parse(element.textContent) as PageAnswer;
  const response = new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
  window.picketEarlyRequest = { path, lang, answer: Promise.resolve(response) };
};

/**
 * The answer a route shell's early request got for this read (early-page-data.ts), taken once: only a GET of
 * the same path, with no query string, in the language the page asks in. Later reads go to the server.
 */
const takeEarlyAnswer = (
  method: Method,
  path: string,
  options: SendOptions,
): Promise<Response> | undefined => {
  const early = window.picketEarlyRequest;
  const hasQuery = options.queryParams !== undefined && Object.keys(options.queryParams).length > 0;
  if (method !== 'GET' || !early || early.path !== path || early.lang !== language || hasQuery)
    return undefined;
  window.picketEarlyRequest = undefined;
  return early.answer;
};

/** The early answer as `send` gives one (its body, or the ApiError); undefined when it never arrived. */
const readEarlyAnswer = async (answer: Promise<Response>): Promise<{ body: unknown } | undefined> => {
  let response: Response;
  try {
    response = await answer;
  } catch {
    return undefined;
  }
  if (response.ok) return { body: await readBody(response) };
  throw apiErrorFromResponse(response.status, Object.fromEntries(response.headers), await response.text());
};

/** An API answer a page is rendered with on the server, and hydrated with in the browser. */
export interface PageAnswer {
  path: string;
  lang: string;
  body: unknown;
}

/** The answers the server gave the page it is rendering (prerender.tsx), by path: one page, one language. */
const renderAnswers = new Map<string, unknown>();

/** Rendering on the server: the page's reads are answered with these, and nothing is asked of the network. */
export const answerWhileRendering = (answers: readonly PageAnswer[]): void => {
  renderAnswers.clear();
  for (const { path, body } of answers) renderAnswers.set(path, body);
};

/** On the server, a read is one of the page's answers; any other request fails as if no network answered. */
const renderAnswer = (method: Method, path: string): unknown => {
  if (method === 'GET' && renderAnswers.has(path)) return renderAnswers.get(path);
  throw new ApiError(`${method} ${path} is not answered while rendering`, 0, 'NETWORK_ERROR');
};

const send = async (method: Method, path: string, options: SendOptions = {}): Promise<unknown> => {
  if (import.meta.env.SSR) return renderAnswer(method, path);
  const early = takeEarlyAnswer(method, path, options);
  const earlyAnswer = early ? await readEarlyAnswer(early) : undefined;
  if (earlyAnswer) return earlyAnswer.body;
  const { body, queryParams, signal } = options;
  const headers: Record<string, string> = { 'x-picket-lang': language, ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let amplify: AmplifyRest;
  try {
    amplify = await configuredAmplify();
  } catch (error) {
    // Amplify's chunk did not download: the request was never sent.
    throw toApiError(error);
  }
  const operation = amplify.restOperation(method, {
    path,
    options: {
      headers,
      // Amplify only sends a body when it is truthy, so `null` stays absent like `undefined`.
      ...(body !== undefined ? { body } : {}),
      ...(queryParams && Object.keys(queryParams).length > 0 ? { queryParams } : {}),
      withCredentials: true,
      // TanStack Query owns retries (SPEC §9); Amplify's own backoff would multiply them.
      retryStrategy: { strategy: 'no-retry' },
    },
  });
  const onAbort = () => operation.cancel();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await operation.response;
    return await readBody(response.body);
  } catch (error) {
    throw toApiError(error);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
};

// CSRF token cache. `generation` guards against a token fetched for the old session landing in the
// cache after login/logout already discarded it.
let csrfToken: string | undefined;
let csrfRequest: Promise<string> | undefined;
let generation = 0;

const requestCsrfToken = (): Promise<string> => {
  if (csrfToken !== undefined) return Promise.resolve(csrfToken);
  if (csrfRequest) return csrfRequest;
  const requestedIn = generation;
  const request = send('GET', '/api/csrf-token').then((data) => {
    const token = (data as { csrfToken?: unknown } | undefined)?.csrfToken;
    if (typeof token !== 'string' || token === '') {
      throw new Error('CSRF token missing from /api/csrf-token response');
    }
    if (requestedIn === generation) csrfToken = token;
    return token;
  });
  csrfRequest = request;
  const forget = () => {
    if (csrfRequest === request) csrfRequest = undefined;
  };
  request.then(forget, forget);
  return request;
};

/** Discard the cached token; the session changed (login, sign-up, logout) or the server rejected it. */
export const clearCsrfToken = (): void => {
  csrfToken = undefined;
  csrfRequest = undefined;
  generation += 1;
};

/** Fetch the token ahead of the first write; at startup a failure only warns (SPEC §8). */
export const primeCsrfToken = async (): Promise<void> => {
  try {
    await requestCsrfToken();
  } catch (error) {
    console.warn(
      'Could not fetch a CSRF token at startup; it will be fetched again before the first write.',
      error,
    );
  }
};

const csrfHeader = async (): Promise<Record<string, string>> => {
  try {
    return { 'x-csrf-token': await requestCsrfToken() };
  } catch (error) {
    // SPEC §8: log and go on without the header; the server answers CSRF_INVALID, which the caller sees.
    console.error('Failed to fetch CSRF token; sending the request without it.', error);
    return {};
  }
};

/** A write's own headers beside the CSRF token, e.g. `Idempotency-Key` for a create the client may repeat. */
export interface WriteOptions {
  headers?: Record<string, string>;
}

const write = async <T>(
  method: WriteMethod,
  path: string,
  body?: JsonValue,
  options: WriteOptions = {},
): Promise<T> => {
  const attempt = async () =>
    send(method, path, { body, headers: { ...options.headers, ...(await csrfHeader()) } }) as Promise<T>;
  try {
    return await attempt();
  } catch (error) {
    if (!isCsrfRejection(error)) throw error;
    clearCsrfToken();
    return attempt();
  }
};

export interface GetOptions {
  queryParams?: QueryParams;
  signal?: AbortSignal;
}

export const apiGet = <T>(path: string, options: GetOptions = {}): Promise<T> =>
  send('GET', path, options) as Promise<T>;

export const apiPost = <T>(path: string, body?: JsonValue, options?: WriteOptions): Promise<T> =>
  write<T>('POST', path, body, options);
export const apiPut = <T>(path: string, body?: JsonValue): Promise<T> => write<T>('PUT', path, body);
export const apiPatch = <T>(path: string, body?: JsonValue): Promise<T> => write<T>('PATCH', path, body);
export const apiDelete = <T>(path: string, body?: JsonValue): Promise<T> => write<T>('DELETE', path, body);

export type { JsonValue };

/**
 * SPEC §7 default read for TanStack Query: the path comes from the query key. A 401 throws unless
 * `on401: 'returnNull'` is chosen, for reads where "signed out" is an answer rather than a failure.
 */
export const createQueryFn =
  ({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction =>
  async ({ queryKey, signal }) => {
    const { path, queryParams } = queryKeyToRequest(queryKey);
    try {
      return await apiGet(path, { queryParams, signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

/**
 * `queryOptions` of a route without parameters, keyed `[path]`: the app's default read above fetches
 * `GET <path>` (aborted when the page goes), so no `queryFn` is needed.
 */
export const pathQueryOptions = <Data>(queryKey: readonly [path: string]) => queryOptions<Data>({ queryKey });
