// The system area's contract: health, the CSRF token and the live counts of the public pages.
import * as z from 'zod';
import { siteContentResponseSchema } from './admin';
import type { RouteContracts } from './route-contract';

export const healthSchema = z.strictObject({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

export const csrfTokenSchema = z.strictObject({
  csrfToken: z.string().meta({ description: 'Send it as the x-csrf-token header on every write' }),
});
export type CsrfToken = z.infer<typeof csrfTokenSchema>;

export const publicStatsSchema = z
  .strictObject({
    quotesGenerated: z.number().int(),
    activeContractors: z.number().int(),
    siteContent: siteContentResponseSchema,
  })
  .meta({ id: 'PublicStats' });
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const systemRoutes = {
  'GET /api/health': {
    summary: 'Health check',
    responses: { 200: healthSchema },
  },
  'GET /api/csrf-token': {
    summary: 'The CSRF token for this session (or a new anonymous cookie)',
    description:
      'Bound to the session cookie, or when signed out to a `picket_anon` cookie this call sets; it changes at sign-in, sign-up and logout.',
    responses: { 200: csrfTokenSchema },
  },
  'GET /api/public/stats': {
    summary: 'Live counts and admin-set figures for the marketing pages',
    responses: { 200: publicStatsSchema },
  },
} as const satisfies RouteContracts;
