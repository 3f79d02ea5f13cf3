// The API contract: every route of functions/routes.ts with its request and answers, merged from one file
// per area. Handlers answer these shapes (the integration tests check each answer against them), the
// frontend imports their types, and GET /api/openapi.json is generated from them.
import type * as z from 'zod/mini';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { contractorsRoutes } from './contractors';
import { customersRoutes } from './customers';
import { docsRoutes } from './docs';
import { jobsRoutes } from './jobs';
import { notificationsRoutes } from './notifications';
import { passwordsRoutes } from './passwords';
import { portalRoutes } from './portal';
import { quotesRoutes } from './quotes';
import { reportsRoutes } from './reports';
import type { RouteContracts } from './route-contract';
import { sharingRoutes } from './sharing';
import { systemRoutes } from './system';
import { teamRoutes } from './team';

/** The areas in routes.ts order; each name is an `Area` of functions/routes.ts. */
export const contractAreas = {
  system: systemRoutes,
  auth: authRoutes,
  passwords: passwordsRoutes,
  contractors: contractorsRoutes,
  customers: customersRoutes,
  quotes: quotesRoutes,
  sharing: sharingRoutes,
  jobs: jobsRoutes,
  calendar: calendarRoutes,
  notifications: notificationsRoutes,
  team: teamRoutes,
  reports: reportsRoutes,
  portal: portalRoutes,
  admin: adminRoutes,
  docs: docsRoutes,
} as const;

export const apiContract = {
  ...systemRoutes,
  ...authRoutes,
  ...passwordsRoutes,
  ...contractorsRoutes,
  ...customersRoutes,
  ...quotesRoutes,
  ...sharingRoutes,
  ...jobsRoutes,
  ...calendarRoutes,
  ...notificationsRoutes,
  ...teamRoutes,
  ...reportsRoutes,
  ...portalRoutes,
  ...adminRoutes,
  ...docsRoutes,
} as const satisfies RouteContracts;

export type ApiContract = typeof apiContract;
/** A route key as routes.ts `routeKey()` builds it: `'GET /api/jobs/{id}'`. */
export type ContractRouteKey = keyof ApiContract;

type Responses<K extends ContractRouteKey> = ApiContract[K]['responses'];
type RequestOf<K extends ContractRouteKey> = ApiContract[K] extends { request: infer R } ? R : never;

/** What a route answers on success (its one 2xx status, or the one named). */
export type ResponseOf<
  K extends ContractRouteKey,
  S extends keyof Responses<K> = keyof Responses<K>,
> = Responses<K>[S] extends infer Schema extends z.core.$ZodType ? z.output<Schema> : never;

/** What a route's body may be as sent (defaults may be left out). */
export type BodyOf<K extends ContractRouteKey> =
  RequestOf<K> extends { body: infer B extends z.core.$ZodType } ? z.input<B> : never;

/** A route's query parameters as sent. */
export type QueryOf<K extends ContractRouteKey> =
  RequestOf<K> extends { query: infer Q extends z.core.$ZodType } ? z.input<Q> : never;

export { type ApiErrorBody, apiErrorSchema, type ErrorStatus, type RouteContract } from './route-contract';
