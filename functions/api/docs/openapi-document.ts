// Builds the OpenAPI 3.1 document from the route table (functions/routes.ts) and the API contract
// (domain/contract/) with zod-openapi: one operation per row, its schemas taken from the row's contract.
import * as z from 'zod/mini';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { apiContract, type ContractRouteKey } from '#domain/contract/index';
import { apiErrorSchema, type ErrorStatus, type RouteContract } from '#domain/contract/route-contract';
import { estimateRequestSchema } from '#domain/pricing/schemas';
import type { RouteKeyOf } from '#functions/http/area-handler';
import { type Area, type RouteRow, roleAccess, routeKey, routes } from '#functions/routes';

type TableRouteKey = RouteKeyOf<Area>;

// The contract and the route table name the same routes: a row without a contract does not compile here,
// and neither does a contract no row serves.
const contracts = apiContract satisfies Record<TableRouteKey, RouteContract>;
type StrayContract = Exclude<ContractRouteKey, TableRouteKey>;
export const everyContractHasARow: [StrayContract] extends [never] ? true : StrayContract = true;

const areaTags: Record<Area, string> = {
  system: 'Health, CSRF tokens and the public counts',
  auth: 'Signing in and out, the emailed sign-up link, invitations and the profile',
  passwords: 'Choosing a new password: signing up, accepting an invitation, a reset link, changing it',
  contractors: "The signed-in contractor's profile and settings",
  customers: 'Customers, quote visits, search and addresses',
  quotes: 'Instant estimates, leads and saved quotes',
  sharing: "The customer's view of a texted quote, and their answer (public)",
  jobs: 'Jobs, payment milestones and payments',
  calendar: "The schedule's events",
  notifications: 'The notification feeds and payment reminders',
  team: "The contractor's people: invites, roles, deactivation",
  reports: 'The dashboard, the reports of a period and their CSV exports',
  portal: "What a contractor's public page shows: testimonials and FAQs",
  admin: 'Administrators only',
  docs: 'This document',
};

const errorMeanings: Record<ErrorStatus, string> = {
  400: 'Invalid input: VALIDATION_FAILED (with `fields`) or INVALID_JSON',
  401: 'Not signed in (UNAUTHENTICATED) or wrong credentials (INVALID_CREDENTIALS)',
  403: 'CSRF_INVALID (a write without the right x-csrf-token), FORBIDDEN or ACCOUNT_INACTIVE',
  404: 'Not found, or not the caller’s (NOT_FOUND, LINK_NOT_FOUND)',
  409: 'The state does not allow it: STALE_VERSION, ILLEGAL_MOVE, QUOTE_CLOSED, … (the code says which)',
  413: 'The body is larger than 256 kB (PAYLOAD_TOO_LARGE)',
  429: 'Too many requests (RATE_LIMITED); Retry-After says when to try again',
  502: 'A provider refused (SMS_FAILED, REMINDER_FAILED)',
  503: 'No provider is configured here (ADDRESS_PROVIDER_UNAVAILABLE)',
};

const isWrite = (row: RouteRow) => row.method !== 'GET';

/** What a route risks by its kind (see RouteContract.errors), plus what its contract names. */
const errorStatusesOf = (row: RouteRow, contract: RouteContract): ErrorStatus[] => {
  const statuses = new Set<ErrorStatus>(contract.errors ?? []);
  if (isWrite(row) || contract.request?.query) statuses.add(400);
  if (row.auth !== 'public') statuses.add(401);
  // A write may lack its CSRF token; a route closed to some roles refuses them.
  if (isWrite(row) || (row.auth !== 'public' && row.auth !== 'team')) statuses.add(403);
  if (contract.request?.params) statuses.add(404);
  if (contract.request?.body) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
};

const retryAfter = z.object({
  'retry-after': z.string().check(z.meta({ description: 'Seconds until the limit resets' })),
});

// One component per failure status (`id` registers it), referenced by every operation that risks it.
const errorResponses = {} as Record<ErrorStatus, ZodOpenApiResponseObject>;
for (const status of Object.keys(errorMeanings).map(Number) as ErrorStatus[]) {
  errorResponses[status] = {
    id: `Error${status}`,
    description: errorMeanings[status],
    content: { 'application/json': { schema: apiErrorSchema } },
    ...(status === 429 ? { headers: retryAfter } : {}),
  };
}

const responsesOf = (row: RouteRow, contract: RouteContract): ZodOpenApiResponsesObject => {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, schema] of Object.entries(contract.responses)) {
    responses[status as `2${string}`] = {
      description: contract.summary,
      content: { [contract.contentType ?? 'application/json']: { schema } },
    };
  }
  for (const status of errorStatusesOf(row, contract)) responses[`${status}`] = errorResponses[status];
  return responses;
};

// Signed-in routes need the session cookie; every write needs the CSRF header, bound to the session or,
// signed out, to the anonymous cookie GET /api/csrf-token sets.
const securityOf = (row: RouteRow): ZodOpenApiOperationObject['security'] => {
  if (row.auth !== 'public')
    return [isWrite(row) ? { sessionCookie: [], csrfToken: [] } : { sessionCookie: [] }];
  if (isWrite(row))
    return [
      { sessionCookie: [], csrfToken: [] },
      { anonymousCookie: [], csrfToken: [] },
    ];
  return undefined;
};

/** `GET /api/jobs/{id}/milestones` → `getJobsIdMilestones`: unique because route keys are. */
const operationIdOf = (row: RouteRow) =>
  [row.method.toLowerCase(), ...row.path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

const languageHeader = z.optional(z.enum(['en', 'es'])).check(
  z.meta({
    description:
      'The language of messages (else the `lang` query parameter, else Accept-Language; default en)',
    param: { in: 'header', name: 'x-picket-lang', id: 'Language' },
  }),
);

/** The route's access level in words (the permission matrix of docs/api.md). */
const whoMayCall = (row: RouteRow): string => {
  if (row.auth === 'public') return 'Anyone may call it.';
  if (row.auth === 'admin') return 'Administrators only.';
  return `Signed-in roles: ${roleAccess[row.auth].join(', ')}.`;
};

const operationOf = (row: RouteRow): ZodOpenApiOperationObject => {
  const contract: RouteContract = contracts[routeKey(row) as TableRouteKey];
  const { body, bodyOptional, query, params } = contract.request ?? {};
  const security = securityOf(row);
  return {
    operationId: operationIdOf(row),
    summary: contract.summary,
    description: [contract.description, whoMayCall(row)].filter(Boolean).join('\n\n'),
    tags: [row.area],
    parameters: [languageHeader],
    ...(query || params
      ? { requestParams: { ...(query ? { query } : {}), ...(params ? { path: params } : {}) } }
      : {}),
    ...(body
      ? { requestBody: { required: !bodyOptional, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: responsesOf(row, contract),
    ...(security ? { security } : {}),
  };
};

export const buildOpenApiDocument = () => {
  const paths: ZodOpenApiPathsObject = {};
  for (const row of routes as readonly RouteRow[]) {
    paths[row.path] = { ...paths[row.path], [row.method.toLowerCase()]: operationOf(row) };
  }
  const areas = [...new Set(routes.map((row) => row.area))];
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Picket API',
      version: '1.0.0',
      description:
        'Fence quoting and job management. Generated from domain/contract/ and functions/routes.ts; docs/api.md tells the story. Bodies are JSON; errors are `{message, code, fields?}` in the caller’s language.',
    },
    tags: areas.map((area) => ({ name: area, description: areaTags[area] })),
    paths,
    components: {
      // Shared by many bodies and by the saved quote: one component instead of a copy in each.
      schemas: { EstimateRequest: estimateRequestSchema },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-picket_session',
          description: 'The session (HttpOnly, Secure, SameSite=Lax), set by sign-in and sign-up',
        },
        anonymousCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-picket_anon',
          description:
            'Signed out: the anonymous cookie GET /api/csrf-token sets, so signed-out writes carry a token too',
        },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description:
            'Every POST, PUT, PATCH and DELETE: the token of GET /api/csrf-token (else 403 CSRF_INVALID)',
        },
      },
    },
  });
};

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
