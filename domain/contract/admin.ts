// The admin area's contract (administrators only): the marketing figures, the security log, the leads
// no contractor serves yet and the rules that share homeowners' leads between contractors.
import * as z from 'zod';
import { leadRoutingStrategies, leadRuleChangeSchema, leadRuleInputSchema } from '../schemas/lead-rule';
import { siteContentSchema } from '../schemas/site-content';
import { type AuditEventType, auditEventTypes } from '../vocabularies';
import { quoteSchema } from './quotes';
import { reportFiguresSchema } from './reports';
import { answers, creates, id, idParams, type RouteContracts, timestamp } from './route-contract';

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

export const leadRuleSchema = z
  .strictObject({
    id,
    name: z.string(),
    /** 1–100: rules are tried by priority (1 first), then by name. */
    priority: z.number().int().min(1).max(100),
    zipCodes: z.array(z.string()),
    /** The contractors sharing its leads, in the order listed; `businessName` null for an id no longer known. */
    contractors: z.array(z.strictObject({ id, businessName: z.string().nullable() })),
    strategy: z.enum(leadRoutingStrategies),
    /** The most leads a contractor takes a day (their time zone's day) under a `capacity` rule. */
    dailyCapacity: z.number().int().min(1),
    active: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'LeadRule' });
export type LeadRule = z.infer<typeof leadRuleSchema>;
export type { LeadRoutingStrategy, LeadRuleChange, LeadRuleInput } from '../schemas/lead-rule';

/** Every rule, in the order they are tried. */
const leadRuleList = z.strictObject({ rules: z.array(leadRuleSchema) });

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
    'Homeowner leads no contractor could take (a ZIP nobody serves, or all full), newest first',
    z.strictObject({ leads: z.array(quoteSchema) }),
  ),
  'GET /api/admin/lead-rules': answers('The lead routing rules, in the order they are tried', leadRuleList),
  'POST /api/admin/lead-rules': creates('Add a lead routing rule', leadRuleSchema, {
    request: { body: leadRuleInputSchema },
    errors: [409],
  }),
  'PATCH /api/admin/lead-rules/{id}': answers(
    'Change a lead routing rule (only the fields sent)',
    leadRuleSchema,
    {
      request: { params: idParams, body: leadRuleChangeSchema },
    },
  ),
  'DELETE /api/admin/lead-rules/{id}': answers(
    'Remove a lead routing rule; answers the rules left',
    leadRuleList,
    {
      request: { params: idParams },
    },
  ),
} as const satisfies RouteContracts;
