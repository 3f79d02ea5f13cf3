// The admin area's contract (administrators only): the marketing figures, the security log and the leads
// no contractor serves yet.
import * as z from 'zod';
import { siteContentSchema } from '../schemas/site-content';
import { type AuditEventType, auditEventTypes } from '../vocabularies';
import { quoteSchema } from './quotes';
import { reportFiguresSchema } from './reports';
import { answers, id, type RouteContracts, timestamp } from './route-contract';

export { type AuditEventType, auditEventTypes };

export const siteContentResponseSchema = z
  .strictObject({
    /** '' means not shown. */
    averageRating: z.string(),
    financingApproved: z.string(),
  })
  .meta({ id: 'SiteContent' });
export type SiteContent = z.infer<typeof siteContentResponseSchema>;

export const auditEventSchema = z.strictObject({
  id,
  type: z.enum(auditEventTypes),
  email: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  at: timestamp,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const platformMonthSchema = z
  .strictObject({
    /** YYYY-MM. */
    month: z.string(),
    /** Contractors who signed up (not administrators' organisations). */
    contractorsJoined: z.number().int().min(0),
    /** Every contractor's figures of the month, added up. */
    figures: reportFiguresSchema,
  })
  .meta({ id: 'PlatformMonth' });

export const platformFiguresSchema = z
  .strictObject({
    /** The platform's whole history: the public pages' "active contractors" and "quotes generated". */
    totals: platformMonthSchema.omit({ month: true }),
    /** The last 12 months, newest first (months with no activity included, at 0). */
    months: z.array(platformMonthSchema),
  })
  .meta({ id: 'PlatformFigures' });
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;

export const adminRoutes = {
  'GET /api/admin/site-content': answers('The admin-editable marketing figures', siteContentResponseSchema),
  'PUT /api/admin/site-content': answers('Save the marketing figures', siteContentResponseSchema, {
    request: { body: siteContentSchema },
  }),
  'GET /api/admin/audit-events': answers(
    'Security events, newest first (at most 100)',
    z.strictObject({ events: z.array(auditEventSchema) }),
  ),
  'GET /api/admin/platform-figures': answers(
    "The platform's figures from the same rollups as the contractors' reports: its history and the last 12 months",
    platformFiguresSchema,
  ),
  'GET /api/admin/leads': answers(
    'Homeowner leads from ZIPs no contractor serves yet, newest first',
    z.strictObject({ leads: z.array(quoteSchema) }),
  ),
} as const satisfies RouteContracts;
