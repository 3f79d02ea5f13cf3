// The pure rules of the API client (SPEC §7, §8): query keys to request paths, failed responses to errors,
// and which write failures earn a CSRF retry. They live in api-error.ts, which imports no Amplify.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  isCsrfRejection,
  queryKeyToRequest,
  queryKeyToUrlPath,
} from '#frontend/lib/api-error';

describe('query key to request path', () => {
  it('uses the first key as the path', () => {
    expect(queryKeyToRequest(['/api/auth/me'])).toEqual({ path: '/api/auth/me', queryParams: {} });
  });

  it('appends further keys as path segments', () => {
    expect(queryKeyToUrlPath(['/api/contractors', 'c_1', 'quotes'])).toBe('/api/contractors/c_1/quotes');
    expect(queryKeyToUrlPath(['/api/jobs', 42])).toBe('/api/jobs/42');
  });

  it('encodes path segments', () => {
    expect(queryKeyToUrlPath(['/api/customers', 'a/b c'])).toBe('/api/customers/a%2Fb%20c');
  });

  it('turns a final object key into query parameters, skipping null values', () => {
    expect(queryKeyToRequest(['/api/search', { q: 'ana', page: 2, status: null, tag: undefined }])).toEqual({
      path: '/api/search',
      queryParams: { q: 'ana', page: '2' },
    });
    expect(queryKeyToUrlPath(['/api/contractors', 'c_1', 'quotes', { status: 'sent', from: null }])).toBe(
      '/api/contractors/c_1/quotes?status=sent',
    );
  });

  it('leaves no question mark when every parameter is null', () => {
    expect(queryKeyToUrlPath(['/api/search', { q: null }])).toBe('/api/search');
  });

  it('refuses a first key that is not an API path', () => {
    expect(() => queryKeyToRequest(['currentUser'])).toThrow(TypeError);
    expect(() => queryKeyToRequest([{ q: 1 }])).toThrow(TypeError);
  });
});

describe('failed response to ApiError', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it("uses the server's message and keeps code and status when the response is JSON", () => {
    const error = apiErrorFromResponse(
      401,
      json,
      JSON.stringify({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid email or password');
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.status).toBe(401);
  });

  it('keeps the per-field messages of a validation failure', () => {
    const error = apiErrorFromResponse(
      400,
      json,
      JSON.stringify({
        message: 'Some fields are not valid',
        code: 'VALIDATION_FAILED',
        fields: { email: 'Invalid email address', 'address.zipCode': 'ZIP code must be 5 digits' },
      }),
    );
    expect(error.fields).toEqual({
      email: 'Invalid email address',
      'address.zipCode': 'ZIP code must be 5 digits',
    });
  });

  it('falls back to "<status> <statusText>" when the response is not JSON', () => {
    const error = apiErrorFromResponse(502, { 'content-type': 'text/html' }, '<html>Bad gateway</html>');
    expect(error.message).toBe('502 Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
  });

  it('falls back to the status line when the JSON body has no message or cannot be parsed', () => {
    expect(apiErrorFromResponse(500, json, JSON.stringify({ code: 'INTERNAL' })).message).toBe(
      '500 Internal Server Error',
    );
    expect(apiErrorFromResponse(500, json, JSON.stringify({ code: 'INTERNAL' })).code).toBe('INTERNAL');
    expect(apiErrorFromResponse(503, json, '{not json').message).toBe('503 Service Unavailable');
    expect(apiErrorFromResponse(404, json, undefined).message).toBe('404 Not Found');
  });
});

describe('CSRF retry rule', () => {
  it('retries a write rejected with CSRF_INVALID or any 403', () => {
    expect(isCsrfRejection(new ApiError('bad token', 403, 'CSRF_INVALID'))).toBe(true);
    expect(isCsrfRejection(new ApiError('forbidden', 403, 'FORBIDDEN'))).toBe(true);
    expect(isCsrfRejection(new ApiError('x', 400, 'CSRF_INVALID'))).toBe(true);
  });

  it('does not retry other failures', () => {
    expect(isCsrfRejection(new ApiError('nope', 401, 'UNAUTHENTICATED'))).toBe(false);
    expect(isCsrfRejection(new Error('network'))).toBe(false);
  });
});
