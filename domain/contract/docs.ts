// The docs area's contract: the machine-readable API description, generated from this contract and
// functions/routes.ts.
import * as z from 'zod/mini';
import { answers, type RouteContracts } from './route-contract';

/** The OpenAPI 3.1 document: its top level is checked here; what is inside follows the OpenAPI spec. */
export const openApiDocumentSchema = z
  .strictObject({
    openapi: z.literal('3.1.0'),
    info: z.strictObject({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
    tags: z.array(z.strictObject({ name: z.string(), description: z.optional(z.string()) })),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  })
  .check(z.meta({ id: 'OpenApiDocument' }));
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export const docsRoutes = {
  'GET /api/openapi.json': answers('This API as an OpenAPI 3.1 document', openApiDocumentSchema),
} as const satisfies RouteContracts;
