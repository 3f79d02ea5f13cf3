// Quote statuses (SPEC §4) and the moves allowed between them. Enforced by the server, offered by the UI.
export const quoteStatuses = [
  'draft',
  'sent',
  'approved',
  'scheduled',
  'completed',
  'paid',
  'lost',
  'converted_to_job',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const allowedQuoteMoves: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  draft: ['sent', 'converted_to_job', 'lost'],
  sent: ['approved', 'converted_to_job', 'lost'],
  approved: ['scheduled', 'converted_to_job', 'lost'],
  scheduled: ['completed', 'converted_to_job', 'lost'],
  completed: ['paid', 'lost'],
  paid: ['lost'],
  converted_to_job: ['lost'],
  lost: [],
};

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus): boolean =>
  allowedQuoteMoves[from].includes(to);

/** Once approved, a quote keeps the price its customer agreed to: it can be duplicated, not edited. */
export const lockedQuoteStatuses: readonly QuoteStatus[] = [
  'approved',
  'scheduled',
  'completed',
  'paid',
  'converted_to_job',
];

export const isQuoteLocked = (status: QuoteStatus): boolean => lockedQuoteStatuses.includes(status);

/** What the builder may open: a quote still being worked on — not one the customer answered, nor a lost one. */
export const canEditQuote = (status: QuoteStatus): boolean => !isQuoteLocked(status) && status !== 'lost';

/**
 * An approved quote (not yet a job) can be revised: it goes back to draft as a new version that needs a new
 * approval, and the approval it had stays in its history.
 */
export const canReviseQuote = (status: QuoteStatus): boolean => status === 'approved';
