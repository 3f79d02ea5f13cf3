// The events Picket publishes on its bus (EventBridge in AWS, in process locally). Each has a stable
// `eventId`, so consumers can make their effect once even when an event is delivered twice. A customer's
// details travel sealed (functions/core/crypto/sealed-copy.ts): neither the bus nor the pending-event item
// holds them in clear, and a consumer stores the sealed copy as it is, with no key.
import * as z from 'zod/mini';

export const eventSource = 'picket';

export const quoteApprovedSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  contractorId: z.string().check(z.minLength(1)),
  quoteId: z.string().check(z.minLength(1)),
  quoteNumber: z.number().check(z.int()),
  /** Sealed: the quote's customer name, or the typed signature when the quote had none. */
  customerName: z.string(),
  approvedAt: z.string(),
  totalCents: z.number().check(z.int()),
  /** Who sold it and where it came from, and when it was made (the rollups' person, source and time to
   * approve); absent on events published before they were carried. */
  assignedTo: z.optional(z.string()),
  source: z.optional(z.enum(['contractor', 'homeowner'])),
  createdAt: z.optional(z.string()),
  /** When it was first sent (the rollups' time from sent to approved) and its fence material. */
  sentAt: z.optional(z.string()),
  material: z.optional(z.string()),
});
export type QuoteApproved = z.infer<typeof quoteApprovedSchema>;

/**
 * A quote moved from one status to another (a contractor's move, the text that sent it, or a customer's
 * decline; a customer's approval is quote.approved). For the rollups: who sells it, where it came from, its
 * total and when it was made.
 */
export const quoteMovedSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  contractorId: z.string().check(z.minLength(1)),
  quoteId: z.string().check(z.minLength(1)),
  from: z.string(),
  to: z.string(),
  at: z.string(),
  /** Who moved it: someone on the team, or the customer answering. */
  by: z.enum(['contractor', 'customer']),
  assignedTo: z.optional(z.string()),
  source: z.enum(['contractor', 'homeowner']),
  createdAt: z.string(),
  totalCents: z.number().check(z.int()),
  sentAt: z.optional(z.string()),
  material: z.optional(z.string()),
});
export type QuoteMoved = z.infer<typeof quoteMovedSchema>;

export const paymentReceivedSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  contractorId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
  jobNumber: z.string(),
  milestoneId: z.string().check(z.minLength(1)),
  milestoneName: z.string(),
  paymentId: z.string().check(z.minLength(1)),
  amountCents: z.number().check(z.int()),
  /** Sealed, as on the job. */
  customerName: z.string(),
  recordedAt: z.string(),
  /** The payment paid the milestone in full. */
  milestoneCompleted: z.boolean(),
  /** For the rollups: who sold the job, where its quote came from, its material, when its quote was
   * approved; whether this is the job's first payment and whether it pays the job in full. Absent on events
   * published before they were carried. */
  soldBy: z.optional(z.string()),
  source: z.optional(z.enum(['contractor', 'homeowner'])),
  material: z.optional(z.string()),
  approvedAt: z.optional(z.string()),
  firstPayment: z.optional(z.boolean()),
  jobPaidInFull: z.optional(z.boolean()),
});
export type PaymentReceived = z.infer<typeof paymentReceivedSchema>;

/** What the rollups know of a quote: who sells it, where it came from, what fence it is. */
const quoteFacts = {
  contractorId: z.string().check(z.minLength(1)),
  quoteId: z.string().check(z.minLength(1)),
  at: z.string(),
  assignedTo: z.optional(z.string()),
  source: z.enum(['contractor', 'homeowner']),
  material: z.optional(z.string()),
};

/** A quote was made: by someone on the team, or (source homeowner) a homeowner's request — a lead. */
export const quoteCreatedSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  ...quoteFacts,
  totalCents: z.number().check(z.int()),
});
export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;

/** Its customer opened the quote's link for the first time. */
export const quoteViewedSchema = z.object({ eventId: z.string().check(z.minLength(1)), ...quoteFacts });
export type QuoteViewed = z.infer<typeof quoteViewedSchema>;

/** What the rollups know of a job: who sold it, where its quote came from, what fence it is. */
const jobFacts = {
  contractorId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
  at: z.string(),
  soldBy: z.optional(z.string()),
  source: z.enum(['contractor', 'homeowner']),
  material: z.optional(z.string()),
};

/** A job was made: from a quote (converted) or by hand. */
export const jobCreatedSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  ...jobFacts,
  quoteId: z.optional(z.string()),
  totalCents: z.number().check(z.int()),
});
export type JobCreated = z.infer<typeof jobCreatedSchema>;

/** A job moved from one status to another (the rollups count completions and cancellations). */
export const jobMovedSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  ...jobFacts,
  from: z.string(),
  to: z.string(),
});
export type JobMoved = z.infer<typeof jobMovedSchema>;

export const domainEventSchemas = {
  'quote.created': quoteCreatedSchema,
  'quote.viewed': quoteViewedSchema,
  'job.created': jobCreatedSchema,
  'job.moved': jobMovedSchema,
  'quote.approved': quoteApprovedSchema,
  'quote.moved': quoteMovedSchema,
  'payment.received': paymentReceivedSchema,
} as const;

export type DomainEventType = keyof typeof domainEventSchemas;

export type DomainEvent = {
  [Type in DomainEventType]: { detailType: Type; detail: z.infer<(typeof domainEventSchemas)[Type]> };
}[DomainEventType];

export const isDomainEventType = (value: string): value is DomainEventType => value in domainEventSchemas;
