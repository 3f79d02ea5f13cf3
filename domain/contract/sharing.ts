// The sharing area's contract (public): a texted short link, the customer's view of a quote, and their
// approval or refusal. Every route is limited per IP (429).
import * as z from 'zod/mini';
import { type CustomerSection, customerSectionKeys } from '../customer-quote';
import { paymentMethods } from '../milestones';
import type { PaymentStructure, PaymentTerms, ScheduledMilestoneType } from '../payment-schedule';
import { fenceMaterialIds } from '../pricing/materials';
import { quoteStatuses } from '../quote-status';
import { approveQuoteSchema, declineQuoteSchema } from '../schemas/quote-sharing';
import { estimateLineSchema, siteAddressSchema } from './quotes';
import {
  type Assert,
  answers,
  dollars,
  hexColor,
  id,
  idParams,
  languageSchema,
  pathParams,
  type RouteContracts,
  type Same,
  timestamp,
} from './route-contract';

export const shortLinkSchema = z.strictObject({ quoteId: id });
export type ShortLink = z.infer<typeof shortLinkSchema>;

const paymentStructures = [
  'two_payment',
  'three_payment',
  'finance',
] as const satisfies readonly PaymentStructure[];
const scheduledMilestoneTypes = [
  'deposit',
  'materials_delivered',
  'final_payment',
  'finance_labor',
] as const satisfies readonly ScheduledMilestoneType[];
const paymentTerms = [
  'net_15',
  'net_30',
  'net_45',
  'due_on_receipt',
] as const satisfies readonly PaymentTerms[];

export const customerSectionSchema = z.strictObject({
  key: z.enum(customerSectionKeys),
  subtotal: dollars,
  /** Empty when the contractor shows subtotals only. */
  lines: z.array(estimateLineSchema),
});
export type SectionsMatchDomain = Assert<Same<z.infer<typeof customerSectionSchema>, CustomerSection>>;

export const customerQuotePaymentSchema = z.strictObject({
  structure: z.enum(paymentStructures),
  schedule: z.array(
    z.strictObject({ key: z.enum(scheduledMilestoneTypes), percentage: z.number(), amount: dollars }),
  ),
  acceptedMethods: z.array(z.enum(paymentMethods)),
  terms: z.enum(paymentTerms),
});
export type CustomerQuotePayment = z.infer<typeof customerQuotePaymentSchema>;

export const customerQuoteContractorSchema = z.strictObject({
  businessName: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  licenseNumber: z.string(),
  branding: z.strictObject({ logoUrl: z.string(), tagline: z.string(), primaryColor: hexColor }),
  /** The contractor's time zone (IANA): the quote's dates are the days of their calendar, wherever it is read. */
  timeZone: z.string(),
});
export type CustomerQuoteContractor = z.infer<typeof customerQuoteContractorSchema>;

export const customerQuoteSchema = z
  .strictObject({
    id,
    number: z.number().check(z.int()),
    status: z.enum(quoteStatuses),
    language: languageSchema,
    customerName: z.string(),
    jobTitle: z.string(),
    createdAt: timestamp,
    sentAt: z.nullable(timestamp),
    viewedAt: z.nullable(timestamp),
    approvedAt: z.nullable(timestamp),
    approvedBy: z.nullable(z.string()),
    declineReason: z.nullable(z.string()),
    /** The version read: the approval names it, so an edit made since is seen before it is signed. */
    version: z.number().check(z.int()),
    /** True while the quote is `sent`: approve and decline are offered. */
    canRespond: z.boolean(),
    /** A homeowner's own instant estimate: nothing to sign until the contractor sends a quote. */
    isEstimate: z.boolean(),
    fenceType: z.enum(fenceMaterialIds),
    linearFeet: z.number(),
    gates: z.number().check(z.int()),
    zipCode: z.string(),
    site: siteAddressSchema,
    diagramSvg: z.string(),
    /** The price as the contractor chose to show it (itemised or not, removal on its own or not). */
    sections: z.array(customerSectionSchema),
    totalCost: dollars,
    monthlyPayment: dollars,
    financing: z.nullable(z.strictObject({ aprPercent: z.number(), termMonths: z.number().check(z.int()) })),
    financingUrl: z.nullable(z.string()),
    payment: customerQuotePaymentSchema,
    disclaimers: z.array(z.string()),
    contractor: customerQuoteContractorSchema,
  })
  .check(z.meta({ id: 'CustomerQuote' }));
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;
export type Approval = z.input<typeof approveQuoteSchema>;
export type Decline = z.input<typeof declineQuoteSchema>;

export const sharingRoutes = {
  'GET /api/short-links/{code}': answers(
    'The quote a texted short link opens (counts the click)',
    shortLinkSchema,
    { request: { params: pathParams('code') }, errors: [429] },
  ),
  'GET /api/customer/quotes/{id}': answers(
    'A texted quote as its customer sees it (the first view sets viewedAt)',
    customerQuoteSchema,
    { request: { params: idParams }, errors: [429] },
  ),
  'POST /api/customer/quotes/{id}/approve': answers(
    'The customer approves, signing with their typed name',
    customerQuoteSchema,
    {
      description:
        '`version` is the one the customer read: an edit since answers 409 QUOTE_CHANGED; a quote no longer open answers 409 QUOTE_CLOSED. Approving again changes nothing.',
      request: { params: idParams, body: approveQuoteSchema },
      errors: [409, 429],
    },
  ),
  'POST /api/customer/quotes/{id}/decline': answers(
    'The customer declines, with a reason',
    customerQuoteSchema,
    { request: { params: idParams, body: declineQuoteSchema }, errors: [409, 429] },
  ),
  'POST /api/customer/quotes/{id}/viewed': answers(
    'The customer’s page reports that it was opened',
    z.strictObject({ viewedAt: z.nullable(timestamp) }),
    {
      description:
        'Sent by the page itself once it shows the quote, so the link previews messaging apps fetch never count as a view. The first one sets the quote’s `viewedAt` (and publishes quote.viewed); the contractor previewing their own quote does not count (answers the `viewedAt` there is, or null).',
      request: { params: idParams, bodyOptional: true },
      errors: [429],
    },
  ),
} as const satisfies RouteContracts;
