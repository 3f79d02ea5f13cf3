// The system area's contract: health, the CSRF token and the live counts of the public pages.
import * as z from 'zod/mini';
import { publicSiteContentSchema } from './admin';
import { answers, type RouteContracts } from './route-contract';

export const healthSchema = z.strictObject({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

export const csrfTokenSchema = z.strictObject({
  csrfToken: z.string().check(z.meta({ description: 'Send it as the x-csrf-token header on every write' })),
});
export type CsrfToken = z.infer<typeof csrfTokenSchema>;

export const publicStatsSchema = z
  .strictObject({
    quotesGenerated: z.number().check(z.int()),
    activeContractors: z.number().check(z.int()),
    siteContent: publicSiteContentSchema,
  })
  .check(z.meta({ id: 'PublicStats' }));
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const systemRoutes = {
  'GET /api/health': answers('Health check', healthSchema),
  'GET /api/csrf-token': answers(
    'The CSRF token for this session (or a new anonymous cookie)',
    csrfTokenSchema,
    {
      description:
        'Bound to the session cookie, or when signed out to a `__Host-picket_anon` cookie this call sets; it changes at sign-in, sign-up and logout.',
    },
  ),
  'GET /api/public/stats': answers(
    'Live counts and admin-set figures for the marketing pages',
    publicStatsSchema,
  ),
} as const satisfies RouteContracts;
