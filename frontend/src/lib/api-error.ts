// The pure half of the API client (SPEC §7, §8): how a query key becomes a request path and how a failed
// response becomes an ApiError. Kept free of Amplify and the DOM so it is unit-tested in plain Node.

/** A failed API call: the server's message (or "<status> <statusText>"), its error code and HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** Per-field validation messages from a 400 response (`fields` in docs/api.md). */
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, status: number, code?: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

// Amplify's HttpResponse does not carry the status line, so the reason phrases come from RFC 9110.
const statusTexts: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard reason phrase of an HTTP status, or '' for one we do not know. */
export const statusText = (status: number): string => statusTexts[status] ?? '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringFields = (value: unknown): Record<string, string> => {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * SPEC §8: the message is the server's `message` when the response is JSON, otherwise
 * "<status> <statusText>"; the server's `code` and the HTTP status are kept.
 */
export const apiErrorFromResponse = (
  status: number,
  headers: Readonly<Record<string, string>>,
  bodyText: string | undefined,
): ApiError => {
  const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const looksJson = contentType === undefined || /[/+]json\b/i.test(contentType);
  const body = looksJson && bodyText ? parseJson(bodyText) : undefined;
  const fallback = `${status} ${statusText(status)}`.trim();
  if (!isRecord(body)) return new ApiError(fallback, status);
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(message, status, code, stringFields(body.fields));
};

/** SPEC §8: a write failing this way gets a fresh CSRF token and one more try. */
export const isCsrfRejection = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'CSRF_INVALID' || error.status === 403);

/** A read of one record answered 404: the record does not exist (or is not the contractor's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * A record query's retry: a missing record stays missing, so asking again would only delay the page that
 * says so; any other failure is tried once more.
 */
export const retryUnlessNotFound = (failureCount: number, error: unknown): boolean =>
  !isNotFound(error) && failureCount < 1;

export type QueryParams = Record<string, string>;

const pathSegment = (key: unknown): string => {
  if (typeof key === 'string' || typeof key === 'number' || typeof key === 'boolean') {
    return encodeURIComponent(String(key));
  }
  throw new TypeError(`Query key part ${JSON.stringify(key)} cannot be a path segment`);
};

/**
 * SPEC §7 default read: the first key is the path, further keys are path segments, and a final object
 * key becomes query-string parameters with null (and undefined) values skipped.
 */
export const queryKeyToRequest = (
  queryKey: readonly unknown[],
): { path: string; queryParams: QueryParams } => {
  const [base, ...rest] = queryKey;
  if (typeof base !== 'string' || !base.startsWith('/')) {
    throw new TypeError('The first query key must be an API path starting with "/"');
  }
  const last = rest.at(-1);
  const params = isRecord(last) ? last : undefined;
  const segments = (params ? rest.slice(0, -1) : rest).map(pathSegment);
  const path = [base.replace(/\/+$/, ''), ...segments].join('/');
  const queryParams: QueryParams = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    queryParams[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return { path, queryParams };
};

/** The request path with its query string, as the browser would send it. */
export const queryKeyToUrlPath = (queryKey: readonly unknown[]): string => {
  const { path, queryParams } = queryKeyToRequest(queryKey);
  const query = new URLSearchParams(queryParams).toString();
  return query ? `${path}?${query}` : path;
};
