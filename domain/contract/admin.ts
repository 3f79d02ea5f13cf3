// The admin area's contract (administrators only): the marketing figures, the security log, the leads
// no contractor serves yet and the rules that share homeowners' leads between contractors.
import * as z from 'zod/mini';
import { adjustmentTypeChangeSchema, adjustmentTypeInputSchema } from '../schemas/adjustment-type';
import {
  adminSearchSchema,
  adminUserChangeSchema,
  auditFilterSchema,
  deactivationSchema,
  leadAssignmentSchema,
  leadDiscardSchema,
  passwordResetRequestSchema,
  trialExtensionSchema,
} from '../schemas/admin';
import { leadRoutingStrategies, leadRuleChangeSchema, leadRuleInputSchema } from '../schemas/lead-rule';
import { siteContentSchema } from '../schemas/site-content';
import { systemSettingsSchema } from '../schemas/system-settings';
import { type AuditEventType, auditEventTypes, securityAlertRules, userRoles } from '../vocabularies';
import { adjustmentTypeSchema, shippingSettingsSchema } from './contractors';
import { quoteSchema } from './quotes';
import { reportFiguresSchema } from './reports';
import { answers, creates, id, idParams, type RouteContracts, timestamp } from './route-contract';

export { type AuditEventType, auditEventTypes };

// zod/mini's extend and omit keep a schema's checks, its metadata among them (the copy would register the
// same id again), so the schemas extended or cut below start from their fields, before their id is added.
const publicSiteContentFields = z.strictObject({ averageRating: z.string(), financingApproved: z.string() });

/** The figures the public pages show; '' means not shown. */
export const publicSiteContentSchema = publicSiteContentFields.check(z.meta({ id: 'PublicSiteContent' }));

export const siteContentResponseSchema = z
  .extend(publicSiteContentFields, {
    /** Where each figure comes from (required with the figure). */
    averageRatingSource: z.string(),
    financingApprovedSource: z.string(),
  })
  .check(z.meta({ id: 'SiteContent' }));
export type SiteContent = z.infer<typeof siteContentResponseSchema>;

export const auditEventSchema = z.strictObject({
  id,
  type: z.enum(auditEventTypes),
  /** Who acted ('' when nobody was signed in). */
  email: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** What the action was done to: an email, a business name, a lead's number ('' when nothing). */
  target: z.string(),
  /** A reason or the values set ('' when none). */
  detail: z.string(),
  at: timestamp,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const platformMonthFields = z.strictObject({
  /** YYYY-MM. */
  month: z.string(),
  /** Contractors who signed up (not administrators' organisations). */
  contractorsJoined: z.number().check(z.int(), z.gte(0)),
  /** Every contractor's figures of the month, added up. */
  figures: reportFiguresSchema,
});

export const platformMonthSchema = platformMonthFields.check(z.meta({ id: 'PlatformMonth' }));

export const platformFiguresSchema = z
  .strictObject({
    /** The platform's whole history: the public pages' "active contractors" and "quotes generated". */
    totals: z.omit(platformMonthFields, { month: true }),
    /** The last 12 months, newest first (months with no activity included, at 0). */
    months: z.array(platformMonthSchema),
  })
  .check(z.meta({ id: 'PlatformFigures' }));
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;

export const leadRuleSchema = z
  .strictObject({
    id,
    name: z.string(),
    /** 1–100: rules are tried by priority (1 first), then by name. */
    priority: z.number().check(z.int(), z.gte(1), z.lte(100)),
    zipCodes: z.array(z.string()),
    /** The contractors sharing its leads, in the order listed; `businessName` null for an id no longer known. */
    contractors: z.array(z.strictObject({ id, businessName: z.nullable(z.string()) })),
    strategy: z.enum(leadRoutingStrategies),
    /** The most leads a contractor takes a day (their time zone's day) under a `capacity` rule. */
    dailyCapacity: z.number().check(z.int(), z.gte(1)),
    active: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .check(z.meta({ id: 'LeadRule' }));
export type LeadRule = z.infer<typeof leadRuleSchema>;
export type { LeadRoutingStrategy, LeadRuleChange, LeadRuleInput } from '../schemas/lead-rule';

/** A contractor as administrators see it: the business, never its customers. */
const adminContractorFields = z.strictObject({
  id,
  businessName: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  /** Every business is on the free trial: Picket has no paid plan yet. */
  plan: z.enum(['trial']),
  trialEndsAt: z.nullable(timestamp),
  /** False when an administrator deactivated the business: nobody of it can sign in. */
  active: z.boolean(),
  onboardingComplete: z.boolean(),
  createdAt: timestamp,
});

export const adminContractorSchema = adminContractorFields.check(z.meta({ id: 'AdminContractor' }));
export type AdminContractor = z.infer<typeof adminContractorSchema>;

/** One business in detail: its team and what it has done (counts only). */
export const adminContractorDetailSchema = z
  .extend(adminContractorFields, {
    teamSize: z.number().check(z.int(), z.gte(0)),
    activeMembers: z.number().check(z.int(), z.gte(0)),
    /** When anyone of the team last used Picket. */
    lastActiveAt: z.nullable(timestamp),
    activity: z.strictObject({
      quotesMade: z.number().check(z.int(), z.gte(0)),
      quotesSent: z.number().check(z.int(), z.gte(0)),
      quotesWon: z.number().check(z.int(), z.gte(0)),
      jobsCompleted: z.number().check(z.int(), z.gte(0)),
    }),
  })
  .check(z.meta({ id: 'AdminContractorDetail' }));
export type AdminContractorDetail = z.infer<typeof adminContractorDetailSchema>;

export const adminUserSchema = z
  .strictObject({
    /** `<contractorId>.<userId>`: a user is found through their business. */
    id,
    email: z.string(),
    name: z.string(),
    role: z.enum(userRoles),
    isAdmin: z.boolean(),
    active: z.boolean(),
    contractorId: id,
    businessName: z.string(),
    lastActiveAt: z.nullable(timestamp),
    createdAt: timestamp,
  })
  .check(z.meta({ id: 'AdminUser' }));
export type AdminUser = z.infer<typeof adminUserSchema>;

export const passwordResetLinkSchema = z
  .strictObject({
    /** The single-use link; shown once (only its hash is kept). */
    link: z.string(),
    expiresAt: timestamp,
    /** True when it was also emailed to the user. */
    emailed: z.boolean(),
  })
  .check(z.meta({ id: 'PasswordResetLink' }));
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

export const securityAlertSchema = z
  .strictObject({
    id,
    rule: z.enum(securityAlertRules),
    /** Who or what it is about: an email, an IP address, a WAF rule. */
    subject: z.string(),
    /** How many events raised it (failed sign-ins, 4xx answers, WAF blocks). */
    count: z.number().check(z.int(), z.gte(0)),
    raisedAt: timestamp,
    acknowledgedAt: z.nullable(timestamp),
    acknowledgedBy: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'SecurityAlert' }));
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

export const rateLimitEventSchema = z
  .strictObject({
    id,
    /** Which limit refused: `login-ip`, `signup-ip`, `estimate-ip`… */
    scope: z.string(),
    /** The client it refused (an IP address, or an account for sign-in limits). */
    subject: z.string(),
    at: timestamp,
  })
  .check(z.meta({ id: 'RateLimitEvent' }));
export type RateLimitEvent = z.infer<typeof rateLimitEventSchema>;

const contractorParams = idParams;
/** Every rule, in the order they are tried. */
const leadRuleList = z.strictObject({ rules: z.array(leadRuleSchema) });

/** The platform settings (SPEC §3 "System settings"): new contractors start with its shipping and tax. */
export const systemSettingsResponseSchema = z
  .strictObject({
    /** Where goods ship from; every part '' until set. */
    warehouseAddress: z.strictObject({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    }),
    /** A new contractor's shipping settings (SPEC §9 defaults until saved). */
    shipping: shippingSettingsSchema,
    /** A new contractor's tax settings. */
    tax: z.strictObject({
      taxEnabled: z.boolean(),
      taxRatePercent: z.number(),
      taxBase: z.enum(['all', 'materials']),
    }),
    encryptionKeyHash: z.string().check(
      z.meta({
        description:
          'The first 16 hex digits of a SHA-256 of the current customer key: tells one key from another, reveals nothing of it',
      }),
    ),
    /** Who saved them last (null until first saved). */
    updatedBy: z.nullable(z.strictObject({ userId: id, email: z.string() })),
    updatedAt: z.nullable(timestamp),
  })
  .check(z.meta({ id: 'SystemSettings' }));
export type SystemSettings = z.infer<typeof systemSettingsResponseSchema>;
export type { AdjustmentType } from './contractors';

const adjustmentTypeList = z.strictObject({ types: z.array(adjustmentTypeSchema) });

export const adminRoutes = {
  'GET /api/admin/site-content': answers('The admin-editable marketing figures', siteContentResponseSchema),
  'PUT /api/admin/site-content': answers('Save the marketing figures', siteContentResponseSchema, {
    request: { body: siteContentSchema },
  }),
  'GET /api/admin/audit-events': answers(
    'Security events of the last 7 days, newest first (at most 100), filtered by type and text',
    z.strictObject({ events: z.array(auditEventSchema) }),
    { request: { query: auditFilterSchema } },
  ),
  'GET /api/admin/rate-limit-events': answers(
    'Requests refused by a rate limit (the first of each window), newest first (at most 100)',
    z.strictObject({ events: z.array(rateLimitEventSchema) }),
  ),
  'GET /api/admin/alerts': answers(
    'Security alerts raised by the rules, newest first (at most 100)',
    z.strictObject({ alerts: z.array(securityAlertSchema), open: z.number().check(z.int(), z.gte(0)) }),
  ),
  'POST /api/admin/alerts/{id}/acknowledge': answers('Acknowledge an alert', securityAlertSchema, {
    request: { params: idParams },
  }),
  'GET /api/admin/contractors': answers(
    'Find businesses by the start of their name or an owner email (25 at most; all, by name, when q is empty)',
    z.strictObject({ contractors: z.array(adminContractorSchema) }),
    { request: { query: adminSearchSchema } },
  ),
  'GET /api/admin/contractors/{id}': answers(
    'One business: its team and activity counts',
    adminContractorDetailSchema,
    {
      request: { params: contractorParams },
    },
  ),
  'POST /api/admin/contractors/{id}/deactivate': answers(
    'Deactivate a business: nobody of it can sign in, and every session of it ends now',
    adminContractorSchema,
    { request: { params: contractorParams, body: deactivationSchema, bodyOptional: true } },
  ),
  'POST /api/admin/contractors/{id}/reactivate': answers('Reactivate a business', adminContractorSchema, {
    request: { params: contractorParams },
  }),
  'POST /api/admin/contractors/{id}/extend-trial': answers(
    'Extend a trial by some days, from the later of today and its current end',
    adminContractorSchema,
    { request: { params: contractorParams, body: trialExtensionSchema } },
  ),
  'GET /api/admin/users': answers(
    'Find users by the start of their email (25 at most)',
    z.strictObject({ users: z.array(adminUserSchema) }),
    { request: { query: adminSearchSchema } },
  ),
  'PATCH /api/admin/users/{id}': answers(
    'Make or revoke an administrator (never the last), deactivate or reactivate a user',
    adminUserSchema,
    { request: { params: idParams, body: adminUserChangeSchema }, errors: [409] },
  ),
  'POST /api/admin/users/{id}/password-reset': creates(
    "A single-use link, valid 24 hours, that sets the user's password (emailed to them in the language they last used Picket in, or shown once)",
    passwordResetLinkSchema,
    { request: { params: idParams, body: passwordResetRequestSchema, bodyOptional: true } },
  ),
  'GET /api/admin/platform-figures': answers(
    "The platform's figures from the same rollups as the contractors' reports: its history and the last 12 months",
    platformFiguresSchema,
  ),
  'GET /api/admin/leads': answers(
    'Homeowner leads no contractor could take (a ZIP nobody serves, or all full), newest first',
    z.strictObject({ leads: z.array(quoteSchema) }),
  ),
  'POST /api/admin/leads/{id}/assign': answers(
    'Give a lead to a business: it becomes their quote (priced with their rates) for a customer of theirs, in their bell',
    z.strictObject({ contractorId: id, quoteId: id, quoteNumber: z.number().check(z.int()) }),
    { request: { params: idParams, body: leadAssignmentSchema }, errors: [409] },
  ),
  'POST /api/admin/leads/{id}/discard': answers(
    'Discard a lead, with the reason (kept in the audit log)',
    z.strictObject({ ok: z.literal(true) }),
    { request: { params: idParams, body: leadDiscardSchema } },
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
  'GET /api/admin/system-settings': answers(
    'The platform settings: warehouse address, the shipping and tax a new contractor starts with, the key fingerprint',
    systemSettingsResponseSchema,
  ),
  'PUT /api/admin/system-settings': answers(
    'Save the platform settings (contractors who already signed up keep their own)',
    systemSettingsResponseSchema,
    { request: { body: systemSettingsSchema } },
  ),
  'GET /api/admin/adjustment-types': answers(
    'Every adjustment type, active or not, by label',
    adjustmentTypeList,
  ),
  'POST /api/admin/adjustment-types': creates('Add an adjustment type', adjustmentTypeSchema, {
    request: { body: adjustmentTypeInputSchema },
    errors: [409],
  }),
  'PATCH /api/admin/adjustment-types/{id}': answers(
    'Change an adjustment type (only the fields sent)',
    adjustmentTypeSchema,
    { request: { params: idParams, body: adjustmentTypeChangeSchema } },
  ),
} as const satisfies RouteContracts;
