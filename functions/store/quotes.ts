// Quotes: a contractor's priced quotes, their activity log, and the receipts that make a homeowner's lead
// request idempotent. Creating a quote also counts it on the public stats and writes its search entries.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import type { QuoteStatus } from '#domain/quote-status';
import type { QuoteSource } from '#domain/vocabularies';
import {
  canceledByConflict,
  cancellationCodes,
  heldCondition,
  isConditionalFailure,
} from './conditional-failure';
import { customerCreationEntities, type NewCustomer, newCustomerItems } from './customers';
import { ActivityEvent } from './entities/activity-event';
import { IdempotencyKey, type LeadReceipt } from './entities/idempotency-key';
import { Notification } from './entities/notification';
import { PendingEvent } from './entities/pending-event';
import { Quote } from './entities/quote';
import type { SearchEntry } from './entities/search-entry';
import type { IdempotencyClaim } from './idempotency';
import type { InWriteTransaction } from './in-transaction';
import type { NotificationItem } from './notifications';
import type { PendingEventItem } from './pending-events';

export type { LeadReceipt } from './entities/idempotency-key';
export type QuoteItem = EntityItem<typeof Quote>;
/** A quote about to be created: its version, timestamps and defaults are the store's. */
export type NewQuote = Omit<QuoteItem, 'version' | 'createdAt' | 'updatedAt'>;
export type ActivityEventItem = EntityItem<typeof ActivityEvent>;
/** What an edit of a quote rewrites: everything about it but its identity, number, source and status. */
export type QuoteEdit = Pick<
  QuoteItem,
  | 'homeownerId'
  | 'customerName'
  | 'phone'
  | 'email'
  | 'jobTitle'
  | 'language'
  | 'searchTokens'
  | 'zipCode'
  | 'siteStreetEnc'
  | 'siteCity'
  | 'siteState'
  | 'fenceType'
  | 'linearFeet'
  | 'gates'
  | 'calculationMethod'
  | 'input'
  | 'pricingSnapshot'
  | 'estimate'
  | 'totalCostCents'
  | 'diagramSvg'
  | 'discountPercent'
  | 'discountReview'
> &
  Partial<
    Pick<
      QuoteItem,
      | 'assignedTo'
      | 'discountApprovedPercent'
      | 'discountReviewedBy'
      | 'discountReviewedAt'
      | 'discountReviewNote'
    >
  >;
/** What a status move sets besides the status: first-reached times, the approval, a decline's reason. */
export type QuoteMove = { status: QuoteStatus } & Partial<
  Pick<
    QuoteItem,
    | 'sentAt'
    | 'approvedAt'
    | 'convertedToJobAt'
    | 'approvedBy'
    | 'approvalMethod'
    | 'approvedTotalCents'
    | 'declineReason'
  >
>;

const leadScope = 'lead';

const searchEntriesOf = (quote: Pick<QuoteItem, 'contractorId' | 'quoteId' | 'searchTokens'>) =>
  (quote.searchTokens ?? []).map((token) => ({
    contractorId: quote.contractorId,
    token,
    targetType: 'quote' as const,
    targetId: quote.quoteId,
  }));

/**
 * A new quote's items: the quote, its search entries and the quote.created event announcing it (when there
 * is one: an unrouted lead belongs to no contractor yet), which the rollups — the public "quotes generated"
 * among them — count.
 */
const newQuoteItems = (
  items: {
    quote: InWriteTransaction<typeof Quote>;
    searchEntry: InWriteTransaction<typeof SearchEntry>;
    pendingEvent: InWriteTransaction<typeof PendingEvent>;
  },
  quote: NewQuote,
  created: PendingEventItem | undefined,
) => [
  items.quote.create(quote).commit(),
  ...searchEntriesOf(quote).map((entry) => items.searchEntry.put(entry).commit()),
  ...(created ? [items.pendingEvent.create(created).commit()] : []),
];

// One quote of a contractor.
export const getQuote = async (contractorId: string, quoteId: string): Promise<QuoteItem | null> =>
  (await Quote.get({ contractorId, quoteId }).go()).data;

// Several quotes by id (one batch read; unknown ids are left out).
export const getQuotes = async (contractorId: string, quoteIds: readonly string[]): Promise<QuoteItem[]> =>
  quoteIds.length ? (await Quote.get(quoteIds.map((quoteId) => ({ contractorId, quoteId }))).go()).data : [];

// A page of a contractor's quotes, newest first, optionally in one status (gsi1 / gsi2) or one person's
// (gsi4). What the chosen index does not key on (a source; a status beside a person) is a filter on it: at
// most `sourcePages` reads of `limit` quotes each, so a page may hold fewer than `limit` (the cursor goes on
// from where the reads stopped).
export const listQuotes = async (
  contractorId: string,
  {
    status,
    source,
    assignedTo,
    limit,
    cursor,
  }: { status?: QuoteStatus; source?: QuoteSource; assignedTo?: string; limit: number; cursor?: string },
): Promise<{ quotes: QuoteItem[]; cursor: string | null }> => {
  const options = { order: 'desc' as const, limit, cursor: cursor ?? null };
  const statusFilter = assignedTo ? status : undefined;
  const query = assignedTo
    ? Quote.query.byPerson({ contractorId, assignedTo })
    : status
      ? Quote.query.byStatus({ contractorId, status })
      : Quote.query.byCreated({ contractorId });
  const { data, cursor: next } =
    source || statusFilter
      ? await query
          .where((attributes, { eq }) =>
            [
              ...(source ? [eq(attributes.source, source)] : []),
              ...(statusFilter ? [eq(attributes.status, statusFilter)] : []),
            ].join(' AND '),
          )
          .go({ ...options, pages: sourcePages })
      : await query.go(options);
  return { quotes: data, cursor: next };
};

/** The most index reads one filtered page of the quote list makes. */
const sourcePages = 4;

// Links a quote saved before quotes were linked to customers to its customer, only while it has none (so a
// rerun or a concurrent edit that picked a customer wins).
export const linkQuoteToCustomer = (
  quote: Pick<QuoteItem, 'contractorId' | 'quoteId' | 'createdAt'>,
  homeownerId: string,
): Promise<boolean> =>
  heldCondition(() =>
    Quote.patch({ contractorId: quote.contractorId, quoteId: quote.quoteId })
      .set({ homeownerId })
      .composite({ createdAt: quote.createdAt })
      .where(({ homeownerId: linked }, { eq, notExists }) => `${notExists(linked)} OR ${eq(linked, '')}`)
      .go(),
  );

// A contractor's new quote with its search entries, counted on the public stats — and, for a new person,
// the customer it is for, and the request's idempotency key — all or nothing. 'conflict' when the customers'
// name order moved meanwhile; 'replayed' when the key was used (an earlier request made the quote).
export const createQuote = async (
  quote: NewQuote,
  created: PendingEventItem,
  forNewCustomer?: NewCustomer,
  notification?: NotificationItem,
  claim?: IdempotencyClaim,
): Promise<'created' | 'conflict' | 'replayed'> => {
  const { canceled, data } = await createWriteTransaction(
    {
      ...customerCreationEntities,
      idempotencyKey: IdempotencyKey,
      quote: Quote,
      notification: Notification,
      pendingEvent: PendingEvent,
    },
    (items) => [
      // First, so its refusal is data[0].
      ...(claim ? [items.idempotencyKey.create(claim).commit()] : []),
      ...(forNewCustomer ? newCustomerItems(items, forNewCustomer) : []),
      ...newQuoteItems(items, quote, created),
      ...(notification ? [items.notification.put(notification).commit()] : []),
    ],
  ).go();
  if (!canceled) return 'created';
  if (claim && (data as ReadonlyArray<{ rejected?: boolean }>)[0]?.rejected) return 'replayed';
  if (forNewCustomer && canceledByConflict(data)) return 'conflict';
  throw new Error(`Quote transaction canceled: ${cancellationCodes(data)}`);
};

/** What a quote's line in a list shows (core/quotes/present-quote.ts): its small fields, not its priced estimate. */
export const quoteSummaryAttributes = [
  'contractorId',
  'quoteId',
  'quoteNumber',
  'status',
  'source',
  'homeownerId',
  'customerName',
  'phone',
  'email',
  'fenceType',
  'linearFeet',
  'gates',
  'zipCode',
  'totalCostCents',
  'createdByUserId',
  'assignedTo',
  'createdAt',
  'updatedAt',
  'sentAt',
  'viewedAt',
] as const;
export type QuoteSummaryItem = Pick<QuoteItem, (typeof quoteSummaryAttributes)[number]>;

// The dashboard's quotes waiting for an answer: sent (viewed or not) and made since `since`, oldest first, at
// most `limit` — optionally one person's (a filter on the status index: at most two reads).
export const listWaitingQuotes = async (
  contractorId: string,
  since: string,
  limit: number,
  assignedTo?: string,
): Promise<QuoteSummaryItem[]> => {
  const query = Quote.query.byStatus({ contractorId, status: 'sent' }).gte({ createdAt: since });
  const options = { order: 'asc', limit, attributes: [...quoteSummaryAttributes] } as const;
  const { data } = assignedTo
    ? await query
        .where((attributes, { eq }) => eq(attributes.assignedTo, assignedTo))
        .go({ ...options, pages: 2 })
    : await query.go(options);
  return data;
};

// The dashboard's new leads: homeowners' requests still in draft (nobody has texted them), newest first, at
// most `limit` (a filter on the status index: at most two reads).
export const listNewLeads = async (contractorId: string, limit: number): Promise<QuoteSummaryItem[]> =>
  (
    await Quote.query
      .byStatus({ contractorId, status: 'draft' })
      .where((attributes, { eq }) => eq(attributes.source, 'homeowner'))
      .go({ order: 'desc', limit, pages: 2, attributes: [...quoteSummaryAttributes] })
  ).data;

// A page of one customer's quotes, newest first (gsi3).
export const listCustomerQuotes = async (
  contractorId: string,
  homeownerId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<{ quotes: QuoteItem[]; cursor: string | null }> => {
  const { data, cursor: next } = await Quote.query
    .byCustomer({ contractorId, homeownerId })
    .go({ order: 'desc', limit, cursor: cursor ?? null });
  return { quotes: data, cursor: next };
};

// A homeowner's lead (as createQuote) with its idempotency key's receipt; false when the key exists.
// With it, for a contractor's lead: the new customer it is for (unless an existing one matched) and the bell
// notification announcing it — all or nothing, so a retried lead makes none of them twice.
export const createLeadQuote = async (
  quote: NewQuote,
  receipt: { key: string; result: LeadReceipt; expiresAt: number },
  announced?: {
    notification: NotificationItem;
    newCustomer?: NewCustomer | undefined;
    created: PendingEventItem;
  },
  /** A queued lead this one takes the place of (an administrator's assignment): removed in the same write. */
  replaces?: { contractorId: string; quoteId: string },
): Promise<boolean | 'conflict'> => {
  const { canceled, data } = await createWriteTransaction(
    {
      ...customerCreationEntities,
      idempotencyKey: IdempotencyKey,
      quote: Quote,
      notification: Notification,
      pendingEvent: PendingEvent,
    },
    (items) => [
      items.idempotencyKey
        .create({ scope: leadScope, key: receipt.key, result: receipt.result, expiresAt: receipt.expiresAt })
        .commit(),
      ...newQuoteItems(items, quote, announced?.created),
      ...(announced?.newCustomer ? newCustomerItems(items, announced.newCustomer) : []),
      ...(announced ? [items.notification.create(announced.notification).commit()] : []),
      ...(replaces
        ? [
            items.quote
              .delete(replaces)
              .where(({ quoteId }, { exists }) => exists(quoteId))
              .commit(),
          ]
        : []),
    ],
  ).go();
  if (!canceled) return true;
  // The idempotency key is the first item: when it exists, an earlier request made the lead.
  if (data[0]?.rejected) return false;
  // The queued lead it replaces (the last item) is gone: discarded or assigned meanwhile.
  if (replaces && data.at(-1)?.rejected) return false;
  if (announced?.newCustomer && canceledByConflict(data)) return 'conflict';
  return false;
};

// What an earlier lead request with this idempotency key created, while its receipt lasts.
export const getLeadReceipt = async (key: string): Promise<LeadReceipt | null> => {
  const { data } = await IdempotencyKey.get({ scope: leadScope, key }).go();
  // DynamoDB Local never expires items, and AWS may take a while: the reader checks.
  return data && data.expiresAt > Date.now() / 1000 ? (data.result as LeadReceipt) : null;
};

// The edit and the owner's notification that it waits for them (a discount review), in one transaction.
const saveQuoteEditAndNotify = async (
  contractorId: string,
  quoteId: string,
  edit: QuoteEdit,
  versionRead: number,
  createdAt: string,
  notification: NotificationItem,
): Promise<QuoteItem | null> => {
  const { canceled } = await createWriteTransaction({ quote: Quote, notification: Notification }, (items) => [
    items.quote
      .patch({ contractorId, quoteId })
      .set({ ...edit, version: versionRead + 1 })
      .composite({ createdAt })
      .where(({ version }, { eq }) => eq(version, versionRead))
      .commit(),
    items.notification.put(notification).commit(),
  ]).go();
  return canceled ? null : getQuote(contractorId, quoteId);
};

// Rewrites a quote's details and price if it is still at the version read; null when it is not (an edit
// that puts a discount up for review writes the owner's notification with it).
export const saveQuoteEdit = async (
  contractorId: string,
  quoteId: string,
  edit: QuoteEdit,
  versionRead: number,
  createdAt: string,
  notification?: NotificationItem,
): Promise<QuoteItem | null> => {
  if (notification)
    return saveQuoteEditAndNotify(contractorId, quoteId, edit, versionRead, createdAt, notification);
  try {
    const { data } = await Quote.patch({ contractorId, quoteId })
      .set({ ...edit, version: versionRead + 1 })
      // The customer index's sort key starts with the creation time, which an edit never sets.
      .composite({ createdAt })
      .where(({ version }, { eq }) => eq(version, versionRead))
      .go({ response: 'all_new' });
    return data as QuoteItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
};

// Moves a quote's status with its activity entry (and pending event) if still at the status and version read.
export const moveQuote = async (
  read: Pick<QuoteItem, 'contractorId' | 'quoteId' | 'status' | 'version'>,
  move: QuoteMove,
  activity: ActivityEventItem,
  pending?: PendingEventItem,
): Promise<boolean> => {
  const { contractorId, quoteId } = read;
  const { canceled } = await createWriteTransaction(
    { quote: Quote, activityEvent: ActivityEvent, pendingEvent: PendingEvent },
    (items) => [
      items.quote
        .patch({ contractorId, quoteId })
        .set({ ...move, version: read.version + 1 })
        .where(({ status, version }, { eq }) => `${eq(status, read.status)} AND ${eq(version, read.version)}`)
        .commit(),
      items.activityEvent.create(activity).commit(),
      ...(pending ? [items.pendingEvent.create(pending).commit()] : []),
    ],
  ).go();
  return !canceled;
};

// An approved quote back to draft as a new version (its approval cleared, kept in the activity entry), if it
// is still approved at the version read.
export const reopenApprovedQuote = async (
  read: Pick<QuoteItem, 'contractorId' | 'quoteId' | 'version'>,
  activity: ActivityEventItem,
): Promise<boolean> => {
  const { contractorId, quoteId } = read;
  const { canceled } = await createWriteTransaction(
    { quote: Quote, activityEvent: ActivityEvent },
    (items) => [
      items.quote
        .patch({ contractorId, quoteId })
        .set({ status: 'draft', version: read.version + 1 })
        .remove(['approvedAt', 'approvedBy', 'approvalMethod', 'approvedTotalCents'])
        .where(({ status, version }, { eq }) => `${eq(status, 'approved')} AND ${eq(version, read.version)}`)
        .commit(),
      items.activityEvent.create(activity).commit(),
    ],
  ).go();
  return !canceled;
};

// The customer's first view: sets viewedAt with its activity entry and the quote.viewed event, unless a view
// was recorded already.
export const recordFirstView = async (
  contractorId: string,
  quoteId: string,
  activity: ActivityEventItem,
  viewed: PendingEventItem,
): Promise<boolean> => {
  const { canceled } = await createWriteTransaction(
    { quote: Quote, activityEvent: ActivityEvent, pendingEvent: PendingEvent },
    (items) => [
      items.quote
        .patch({ contractorId, quoteId })
        .set({ viewedAt: activity.at })
        .where(({ viewedAt }, { notExists }) => notExists(viewedAt))
        .commit(),
      items.activityEvent.create(activity).commit(),
      items.pendingEvent.create(viewed).commit(),
    ],
  ).go();
  return !canceled;
};

// A quote's activity log, oldest first.
export const listQuoteActivity = async (
  contractorId: string,
  quoteId: string,
): Promise<ActivityEventItem[]> =>
  (await ActivityEvent.query.byQuote({ contractorId, quoteId }).go({ pages: 'all' })).data;

// The owner's answer to a rep's discount: approved (up to this percent) or rejected, with who and when, while
// the quote is still at the version read and its discount still pending; null when it is not.
export const saveDiscountReview = async (
  contractorId: string,
  quoteId: string,
  review: Required<
    Pick<QuoteItem, 'discountReview' | 'discountReviewedBy' | 'discountReviewedAt' | 'discountReviewNote'>
  > &
    Pick<QuoteItem, 'discountApprovedPercent'>,
  versionRead: number,
): Promise<QuoteItem | null> => {
  try {
    const { data } = await Quote.patch({ contractorId, quoteId })
      .set({ ...review, version: versionRead + 1 })
      .where(
        ({ version, discountReview }, { eq }) =>
          `${eq(version, versionRead)} AND ${eq(discountReview, 'pending')}`,
      )
      .go({ response: 'all_new' });
    return data as QuoteItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
};

// Removes a lead from the administrators' queue (a discard); false when it was no longer there.
export const removeQueuedLead = (contractorId: string, quoteId: string): Promise<boolean> =>
  heldCondition(() =>
    Quote.delete({ contractorId, quoteId })
      .where(({ quoteId: stored }, { exists }) => exists(stored))
      .go(),
  );
