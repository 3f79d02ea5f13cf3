// The API contract and its OpenAPI document cover the route table exactly: a row of functions/routes.ts
// missing from either, or a contract no row serves, fails here. The served document is checked through the
// local runtime.
import { describe, expect, it } from 'vitest';
import { apiContract, contractAreas } from '#domain/contract/index';
import type { RouteContract } from '#domain/contract/route-contract';
import { buildOpenApiDocument } from '#functions/api/docs/openapi-document';
import { type RouteRow, routeKey, routes } from '#functions/routes';
import { runTestServer } from '#test/support/run-test-server';
import { TestBrowser } from '#test/support/test-server';

const rows = routes as readonly RouteRow[];
const tableKeys = rows.map(routeKey);
const contracts = apiContract as Record<string, RouteContract>;
const methodsOf = (operations: object | undefined) => Object.keys(operations ?? {});
const pathNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

/** Every row of the route table the document lacks, as a route key. */
const rowsMissingFrom = (document: { paths: Record<string, Record<string, unknown> | undefined> }) =>
  rows.filter((row) => !methodsOf(document.paths[row.path]).includes(row.method.toLowerCase())).map(routeKey);

describe('the API contract', () => {
  it('has an entry for every route of routes.ts', () => {
    expect(tableKeys.filter((key) => !(key in contracts))).toEqual([]);
  });

  it('has no entry that routes.ts does not serve', () => {
    expect(Object.keys(contracts).filter((key) => !tableKeys.includes(key))).toEqual([]);
  });

  it('keeps each route in the file of its area', () => {
    const misplaced = Object.entries(contractAreas).flatMap(([area, routesOfArea]) =>
      Object.keys(routesOfArea)
        .filter((key) => rows.find((row) => routeKey(row) === key)?.area !== area)
        .map((key) => `${key} in ${area}`),
    );
    expect(misplaced).toEqual([]);
  });

  it.each(rows.map((row) => [routeKey(row), row] as const))(
    '%s: one success status, and a string parameter for each {name} of its path',
    (key, row) => {
      const contract = contracts[key];
      expect(Object.keys(contract?.responses ?? {})).toHaveLength(1);
      expect(Object.keys(contract?.request?.params?.shape ?? {}).sort()).toEqual(pathNames(row.path).sort());
    },
  );
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const operations = rows.map((row) => ({
    row,
    operation: document.paths?.[row.path]?.[row.method.toLowerCase() as 'get'] as
      | { operationId?: string; tags?: string[]; parameters?: Array<{ in?: string; name?: string }> }
      | undefined,
  }));

  it('is OpenAPI 3.1 with an operation for every route of routes.ts, and no other', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(rowsMissingFrom(document as never)).toEqual([]);
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      methodsOf(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...tableKeys].sort());
  });

  it('gives every operation a unique operationId, its area as tag and its path parameters', () => {
    const ids = operations.map(({ operation }) => operation?.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(rows.length);
    for (const { row, operation } of operations) {
      expect(operation?.tags).toEqual([row.area]);
      const inPath = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(inPath.map((parameter) => parameter.name).sort()).toEqual(pathNames(row.path).sort());
    }
  });

  it('describes the session cookie and the CSRF header as security schemes', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: '__Host-picket_session' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    const jobWrite = document.paths?.['/api/jobs/{id}']?.patch;
    expect(jobWrite?.security).toEqual([{ sessionCookie: [], csrfToken: [] }]);
    expect(jobWrite?.responses?.['409']).toEqual({ $ref: '#/components/responses/Error409' });
  });
});

describe('GET /api/openapi.json', () => {
  const server = runTestServer();

  it('serves the document, public and cacheable, with a path and method for every row', async () => {
    // TestBrowser also checks the answer against the docs contract.
    const response = await new TestBrowser(server.baseUrl).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.body.openapi).toBe('3.1.0');
    expect(rowsMissingFrom(response.body)).toEqual([]);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
