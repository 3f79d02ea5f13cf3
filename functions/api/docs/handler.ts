// The docs area: this API described as an OpenAPI 3.1 document (GET /api/openapi.json), built on the
// first request of each cold start and cached by browsers and CloudFront for five minutes.

import { type OpenApiDocument, openApiDocumentSchema } from '#domain/contract/docs';
import { ok } from '#functions/http/api-request';
import { createPublicAreaHandler } from '#functions/http/create-public-area-handler';
import { buildOpenApiDocument } from './openapi-document';

let document: OpenApiDocument | undefined;

// Public only: the factory without the session store keeps this Lambda small (zod-openapi and the contract).
export const handler = createPublicAreaHandler('docs', {
  'GET /api/openapi.json': async () => {
    // Checked once against the contract's top level (the generator types `openapi` as any string).
    document ??= openApiDocumentSchema.parse(buildOpenApiDocument());
    return ok(document, { headers: { 'cache-control': 'public, max-age=300' } });
  },
});
