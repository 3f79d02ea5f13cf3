// The quotes area's contract: instant estimates, homeowner leads, and a contractor's saved quotes with their
// activity and text messages. Money is dollars; the fence is always the estimator's request.
import * as z from 'zod/mini';
import { activityEventTypes } from '../activity';
import type { Estimate } from '../pricing/estimate';
import { fenceMaterialIds } from '../pricing/materials';
import { type LineUnit, lineCategories } from '../pricing/priced-lines';
import { calculationMethods, estimateRequestSchema } from '../pricing/schemas';
import { quoteStatuses } from '../quote-status';
import {
  customerQuotesQuerySchema,
  discountDecisionSchema,
  leadSchema,
  quoteListQuerySchema,
  quoteSaveSchema,
  quoteStatusChangeSchema,
  quoteUpdateSchema,
} from '../schemas/quote';
import { sendQuoteSchema } from '../schemas/quote-sharing';
import { approvalMethods, quoteSources, smsStatuses } from '../vocabularies';
import {
  type Assert,
  answers,
  creates,
  cursor,
  dollars,
  id,
  idParams,
  languageSchema,
  pathParams,
  personSchema,
  type RouteContracts,
  type Same,
  timestamp,
} from './route-contract';

export { approvalMethods, quoteSources, smsStatuses };

export const lineUnits = ['ft', 'section', 'post', 'gate', 'each', 'bag', 'job'] as const;
export type LineUnitsComplete = Assert<Same<(typeof lineUnits)[number], LineUnit>>;

const lineDetails = {
  widthFt: z.optional(z.number()),
  heightFt: z.optional(z.number()),
  /** The percent a tax or fee line charges. */
  ratePercent: z.optional(z.number()),
  /** Why an adjustment was made. */
  reason: z.optional(z.string()),
};

const lineLabel = z
  .string()
  .check(z.meta({ description: 'A message key (rendered by the client) or a catalog name' }));

export const estimateLineSchema = z
  .strictObject({
    key: z.string(),
    category: z.enum(lineCategories),
    label: lineLabel,
    quantity: z.number(),
    unit: z.enum(lineUnits),
    unitPrice: dollars,
    amount: dollars,
    ...lineDetails,
  })
  .check(z.meta({ id: 'EstimateLine' }));

const billItemSchema = z.strictObject({
  key: z.string(),
  label: lineLabel,
  quantity: z.number(),
  unit: z.enum(lineUnits),
  widthFt: z.optional(z.number()),
  heightFt: z.optional(z.number()),
});

const sideTakeoffSchema = z.strictObject({
  lengthFt: z.number(),
  fenceFeet: z.number(),
  sections: z.number().check(z.int()),
  posts: z.number().check(z.int()),
  gates: z.number().check(z.int()),
  layout: z.strictObject({
    lengthFt: z.number(),
    fenceFeet: z.number(),
    segmentsFt: z.array(z.number()),
    gates: z.array(
      z.strictObject({
        index: z.number().check(z.int()),
        startFt: z.number(),
        widthFt: z.number(),
        leaves: z.union([z.literal(1), z.literal(2)]),
      }),
    ),
  }),
});

// zod/mini's extend keeps a schema's checks, its metadata among them (the copy would register the same id
// again), so the schemas extended below start from their fields, before their id is added.
const estimateFields = z.strictObject({
  material: z.enum(fenceMaterialIds),
  method: z.enum(['per_foot', 'style']),
  style: z.optional(z.strictObject({ id: z.string(), name: z.string(), heightFt: z.number() })),
  takeoff: z.strictObject({
    sectionInches: z.number(),
    runFeet: z.number(),
    fenceFeet: z.number(),
    sections: z.number().check(z.int()),
    posts: z.number().check(z.int()),
    sharedCorners: z.number().check(z.int()),
    gates: z.number().check(z.int()),
    gateLeaves: z.number().check(z.int()),
    doubleGates: z.number().check(z.int()),
    caps: z.number().check(z.int()),
    concreteBags: z.number(),
    sides: z.array(sideTakeoffSchema),
    items: z.array(billItemSchema),
  }),
  financing: z.nullable(
    z.strictObject({
      aprPercent: z.number(),
      termMonths: z.number().check(z.int()),
      programFeePercent: z.number(),
    }),
  ),
  lines: z.array(estimateLineSchema),
  materialsCost: dollars,
  optionsCost: dollars,
  laborCost: dollars,
  laborCostPerPost: dollars,
  totalLaborCost: dollars,
  shippingCost: dollars,
  adjustmentsCost: dollars,
  taxAmount: dollars,
  programFee: dollars,
  totalCost: dollars,
  monthlyPayment: dollars,
});
export const estimateSchema = estimateFields.check(z.meta({ id: 'Estimate' }));
// The browser prices with domain/pricing/estimate.ts: its Estimate and this answer are one shape.
export type EstimateMatchesEstimator = Assert<Same<z.infer<typeof estimateSchema>, Estimate>>;

export const instantEstimateSchema = z
  .extend(estimateFields, {
    diagramSvg: z.string(),
    /** The business whose prices apply, or null for the platform's standard rates. */
    pricedBy: z.nullable(z.string()),
    /** That contractor's financing application link, when they have one. */
    financingUrl: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'InstantEstimate' }));
export type InstantEstimate = z.infer<typeof instantEstimateSchema>;

export const leadTextOutcomes = ['sent', 'failed', 'not_sent'] as const;
export type LeadTextOutcome = (typeof leadTextOutcomes)[number];

export const capturedLeadSchema = z.strictObject({
  leadId: id,
  /** The contractor serving the ZIP, or null when one is still to be matched. */
  contractorName: z.nullable(z.string()),
  /** What became of the requested text: `not_sent` when nobody serves the ZIP, a limit was reached, or none was asked. */
  text: z.enum(leadTextOutcomes),
});
export type CapturedLead = z.infer<typeof capturedLeadSchema>;
export type LeadInput = z.input<typeof leadSchema>;

const quoteSummaryFields = z.strictObject({
  id,
  number: z.number().check(z.int()),
  status: z.enum(quoteStatuses),
  source: z.enum(quoteSources),
  /** The customer it is for; null on quotes made before quotes were linked to customers, and on leads. */
  homeownerId: z.nullable(z.string()),
  customerName: z.string(),
  fenceType: z.enum(fenceMaterialIds),
  linearFeet: z.number(),
  gates: z.number().check(z.int()),
  zipCode: z.string(),
  totalCost: dollars,
  /** Who made it (null for a homeowner's lead and quotes made before teams). */
  createdBy: z.nullable(personSchema),
  /** Who sells it: "My quotes" lists a person's (null while nobody has taken a lead). */
  assignedTo: z.nullable(personSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export const quoteSummarySchema = quoteSummaryFields.check(z.meta({ id: 'QuoteSummary' }));
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quotePageSchema = z.strictObject({ quotes: z.array(quoteSummarySchema), cursor });
export type QuotePage = z.infer<typeof quotePageSchema>;

/** Where the fence goes: street, city, state and the quote's ZIP (parts not known are ''). */
export const siteAddressSchema = z
  .strictObject({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() })
  .check(z.meta({ id: 'SiteAddress' }));
export type SiteAddress = z.infer<typeof siteAddressSchema>;

export const discountSchema = z
  .strictObject({
    percent: z.number(),
    review: z.nullable(z.enum(['pending', 'approved', 'rejected'])),
    reviewedBy: z.nullable(personSchema),
    reviewedAt: z.nullable(timestamp),
    /** The owner's note with the answer ('' when none). */
    note: z.string(),
  })
  .check(z.meta({ id: 'QuoteDiscount' }));
export type QuoteDiscount = z.infer<typeof discountSchema>;

export const quoteSchema = z
  .extend(quoteSummaryFields, {
    site: siteAddressSchema,
    quoteNumber: z.number().check(z.int()),
    version: z.number().check(z.int()),
    phone: z.string(),
    email: z.string(),
    jobTitle: z.string(),
    language: languageSchema,
    calculationMethod: z.enum(calculationMethods),
    /** The request as validated, defaults filled in: what was priced. */
    request: estimateRequestSchema,
    estimate: estimateSchema,
    materialsCost: dollars,
    laborCost: dollars,
    laborCostPerPost: dollars,
    totalLaborCost: dollars,
    taxAmount: dollars,
    programFee: dollars,
    monthlyPayment: dollars,
    diagramSvg: z.string(),
    sentAt: z.nullable(timestamp),
    approvedAt: z.nullable(timestamp),
    convertedToJobAt: z.nullable(timestamp),
    /** The texted short link (absolute URL), once texted. */
    shortLink: z.nullable(z.string()),
    shortLinkClicks: z.number().check(z.int()),
    viewedAt: z.nullable(timestamp),
    /** The customer's typed name: their signature. */
    approvedBy: z.nullable(z.string()),
    approvalMethod: z.nullable(z.enum(approvalMethods)),
    /** The total the customer signed for. */
    approvedTotal: z.nullable(dollars),
    declineReason: z.nullable(z.string()),
    /** The job it became, once converted. */
    jobId: z.nullable(id),
    /**
     * Its discount (the adjustments that take money off, % of the price before them) and, for a rep's beyond
     * the owner's limit, the owner's review: `pending` and `rejected` quotes cannot be sent
     * (409 DISCOUNT_NEEDS_APPROVAL); `review` is null when none is needed.
     */
    discount: discountSchema,
  })
  .check(z.meta({ id: 'Quote' }));
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteSaveInput = z.input<typeof quoteSaveSchema>;
export type QuoteUpdateInput = z.input<typeof quoteUpdateSchema>;

export const quoteActivityEventSchema = z.strictObject({
  id,
  type: z.enum(activityEventTypes),
  /** What the event records, e.g. `{from, to}` for a status change. */
  data: z.record(z.string(), z.unknown()),
  userId: z.nullable(id),
  at: timestamp,
});
export type QuoteActivityEvent = z.infer<typeof quoteActivityEventSchema>;
export const quoteActivitySchema = z.strictObject({ events: z.array(quoteActivityEventSchema) });
export type QuoteActivity = z.infer<typeof quoteActivitySchema>;

export type SmsStatus = (typeof smsStatuses)[number];

export const smsMessageSchema = z
  .strictObject({
    id,
    recipientPhone: z.string().check(z.meta({ description: 'E.164: +1 and 10 digits' })),
    messageContent: z.string(),
    /** Absolute URL. */
    shortLink: z.string(),
    status: z.enum(smsStatuses),
    /** A text or an email ('' phone for an email). */
    channel: z.enum(['sms', 'email']),
    /** Why the SMS service refused it, for `failed`. */
    error: z.nullable(z.string()),
    createdAt: timestamp,
    sentAt: z.nullable(timestamp),
    deliveredAt: z.nullable(timestamp),
    clickedAt: z.nullable(timestamp),
  })
  .check(z.meta({ id: 'SmsMessage' }));
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const sentQuoteSchema = z.strictObject({
  quote: quoteSchema,
  /** The text when one was sent, else the email. */
  message: smsMessageSchema,
  /** Everything this send wrote to the message log: the text, the email, or both. */
  messages: z.array(smsMessageSchema),
});
export type SentQuote = z.infer<typeof sentQuoteSchema>;
export type SendQuoteInput = z.input<typeof sendQuoteSchema>;

export const quoteMessagesSchema = z.strictObject({ messages: z.array(smsMessageSchema) });

export const quotesRoutes = {
  'POST /api/estimate': answers(
    'Price a fence with the prices of the contractor serving the ZIP (public; 60 a minute per IP)',
    instantEstimateSchema,
    { request: { body: estimateRequestSchema }, errors: [429] },
  ),
  'POST /api/leads': creates(
    "A homeowner's quote becomes a lead (public; 5 an hour per IP, 3 per phone)",
    capturedLeadSchema,
    {
      description: 'A repeated idempotency key answers the first lead.',
      request: { body: leadSchema },
      errors: [429],
    },
  ),
  'POST /api/public/contractors/{slug}/estimate': answers(
    "Price a fence with this contractor's prices (public; 60 a minute per IP)",
    instantEstimateSchema,
    { request: { params: pathParams('slug'), body: estimateRequestSchema }, errors: [429] },
  ),
  'POST /api/public/contractors/{slug}/leads': creates(
    "A homeowner's quote on a contractor's page becomes that contractor's lead (public; same limits as /api/leads)",
    capturedLeadSchema,
    { request: { params: pathParams('slug'), body: leadSchema }, errors: [429] },
  ),
  'GET /api/contractors/{id}/quotes': answers(
    "The contractor's quotes, newest first, a page at a time",
    quotePageSchema,
    {
      description: "`{id}` must be the caller's own contractor id (else 404).",
      request: { params: idParams, query: quoteListQuerySchema },
    },
  ),
  'GET /api/homeowners/{id}/quotes': answers(
    "One customer's quotes, newest first, a page at a time",
    quotePageSchema,
    {
      description:
        "Found by the customer id, never by name. An unknown customer (or another contractor's) is 404.",
      request: { params: idParams, query: customerQuotesQuerySchema },
    },
  ),
  'POST /api/quotes': creates('Save a new quote (priced by the server, next number)', quoteSchema, {
    description:
      'An optional `Idempotency-Key` header makes a repeat (even a concurrent one) answer the first result and create nothing.',
    request: { body: quoteSaveSchema },
  }),
  'GET /api/quotes/{id}': answers('One saved quote', quoteSchema, { request: { params: idParams } }),
  'PUT /api/quotes/{id}': answers('Edit a quote, with the version the editor loaded', quoteSchema, {
    request: { params: idParams, body: quoteUpdateSchema },
    errors: [409],
  }),
  'POST /api/quotes/{id}/revise': answers(
    'Revise an approved quote: back to draft as a new version that needs a new approval (the approval stays in its history)',
    quoteSchema,
    { request: { params: idParams }, errors: [409] },
  ),
  'POST /api/quotes/{id}/discount-review': answers(
    "The owner's answer to a rep's discount beyond the limit: approve (the quote may be sent) or reject",
    quoteSchema,
    { request: { params: idParams, body: discountDecisionSchema }, errors: [409] },
  ),
  'POST /api/quotes/{id}/status': answers(
    'Move a quote to another status (domain/quote-status.ts)',
    quoteSchema,
    { request: { params: idParams, body: quoteStatusChangeSchema }, errors: [409] },
  ),
  'GET /api/quotes/{id}/activity': answers("The quote's activity log, oldest first", quoteActivitySchema, {
    request: { params: idParams },
  }),
  'POST /api/quotes/{id}/send': answers('Text or email the quote with its short link', sentQuoteSchema, {
    description:
      'An optional `Idempotency-Key` header makes a repeat (even a concurrent one) answer the first result and send nothing.',
    request: { params: idParams, body: sendQuoteSchema, bodyOptional: true },
    errors: [409, 429, 502],
  }),
  'GET /api/quotes/{id}/messages': answers("The quote's text messages, newest first", quoteMessagesSchema, {
    request: { params: idParams },
  }),
} as const satisfies RouteContracts;
