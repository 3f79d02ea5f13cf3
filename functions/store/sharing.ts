// Sharing a quote with its customer: the SMS log, the texted short link (one per quote) and the pointer
// that makes a texted quote reachable by its id alone.

import { createWriteTransaction, type EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { ActivityEvent } from './entities/activity-event';
import { IdempotencyKey } from './entities/idempotency-key';
import { Quote } from './entities/quote';
import { SharedQuote } from './entities/shared-quote';
import { ShortLink } from './entities/short-link';
import { SmsMessage } from './entities/sms-message';
import type { IdempotencyClaim } from './idempotency';
import type { ActivityEventItem } from './quotes';

export { type SmsStatus, smsStatuses } from './entities/sms-message';
export type SmsMessageItem = EntityItem<typeof SmsMessage>;
export type ShortLinkItem = EntityItem<typeof ShortLink>;
/** The key of one SMS log row. */
export type SmsMessageKey = Pick<SmsMessageItem, 'contractorId' | 'subjectId' | 'createdAt' | 'messageId'>;
/** What each send sets on the quote's link: the newest text (whose click it marks) and a later expiry. */
export type LinkSend = Pick<ShortLinkItem, 'lastMessageId' | 'lastMessageAt' | 'expiresAt'>;

// One short link by its code.
export const getShortLink = async (code: string): Promise<ShortLinkItem | null> =>
  (await ShortLink.get({ code }).go()).data;

// Counts one click on a link.
export const countClick = async (code: string, at: string): Promise<void> => {
  await ShortLink.patch({ code }).add({ clicks: 1 }).set({ lastClickedAt: at }).go();
};

// The contractor of a texted quote (null for a quote never texted).
export const getSharedQuoteOwner = async (quoteId: string): Promise<string | null> =>
  (await SharedQuote.get({ quoteId }).go()).data?.contractorId ?? null;

// Queues a quote's text (or email) in the message log with its new or reused link — and the send's
// idempotency key, when it has one — in one transaction.
export const queueQuoteText = async (
  message: SmsMessageItem,
  link:
    | { kind: 'new'; code: string; quoteId: string; previousCode: string | undefined; send: LinkSend }
    | { kind: 'reused'; code: string; send: LinkSend },
  claim?: IdempotencyClaim,
): Promise<boolean | 'replayed'> => {
  const { contractorId } = message;
  // A new link is set on the quote only while its code is still `previousCode`, so two first sends cannot
  // both make one: false tells the caller another send changed the link first. 'replayed': the key was used.
  const { canceled, data } = await createWriteTransaction(
    { smsMessage: SmsMessage, shortLink: ShortLink, quote: Quote, idempotencyKey: IdempotencyKey },
    (items) => [
      ...(claim ? [items.idempotencyKey.create(claim).commit()] : []),
      items.smsMessage.create(message).commit(),
      ...(link.kind === 'new'
        ? [
            items.shortLink
              .create({ code: link.code, contractorId, quoteId: link.quoteId, ...link.send })
              .commit(),
            items.quote
              .patch({ contractorId, quoteId: link.quoteId })
              .set({ shortCode: link.code })
              .where(({ shortCode }, { notExists, eq }) =>
                link.previousCode ? eq(shortCode, link.previousCode) : notExists(shortCode),
              )
              .commit(),
          ]
        : [items.shortLink.patch({ code: link.code }).set(link.send).commit()]),
    ],
  ).go();
  if (claim && canceled && (data as ReadonlyArray<{ rejected?: boolean }>)[0]?.rejected) return 'replayed';
  return !canceled;
};

// Message-log rows by their keys (a replayed send answers the rows it queued).
export const getMessageRows = async (keys: readonly SmsMessageKey[]): Promise<SmsMessageItem[]> =>
  keys.length ? (await SmsMessage.get([...keys]).go()).data : [];

// Records how a queued text ended (sent, or failed with the reason) and answers the row as it now is.
export const finishText = async (
  key: SmsMessageKey,
  outcome: Partial<Pick<SmsMessageItem, 'status' | 'sentAt' | 'providerMessageId' | 'error'>>,
): Promise<SmsMessageItem> => {
  const { contractorId, subjectId, createdAt, messageId } = key;
  const { data } = await SmsMessage.patch({ contractorId, subjectId, createdAt, messageId })
    .set(outcome)
    .go({ response: 'all_new' });
  return data as SmsMessageItem;
};

// Logs a text sent (or failed) outside the quote flow, e.g. a payment reminder.
export const logText = async (message: SmsMessageItem): Promise<void> => {
  await SmsMessage.create(message).go();
};

// The SMS log row of a provider's message id (SNS MessageId, the local outbox id), or null (gsi1).
export const findTextByProviderId = async (providerMessageId: string): Promise<SmsMessageItem | null> =>
  (await SmsMessage.query.byProviderMessage({ providerMessageId }).go({ limit: 1 })).data[0] ?? null;

// A delivery report: the row becomes delivered or failed while it is still queued or sent; false when it had
// already ended (a report delivered twice changes nothing).
export const recordDelivery = async (
  key: SmsMessageKey,
  outcome: Pick<SmsMessageItem, 'status'> & Partial<Pick<SmsMessageItem, 'deliveredAt' | 'error'>>,
): Promise<boolean> => {
  const { contractorId, subjectId, createdAt, messageId } = key;
  return heldCondition(() =>
    SmsMessage.patch({ contractorId, subjectId, createdAt, messageId })
      .set(outcome)
      .where(({ status }, { eq }) => `${eq(status, 'sent')} OR ${eq(status, 'queued')}`)
      .go(),
  );
};

// Sets a text's first click time; later clicks leave it.
export const markTextClicked = async (key: SmsMessageKey, at: string): Promise<void> => {
  await heldCondition(() =>
    SmsMessage.patch(key)
      .set({ clickedAt: at })
      .where(({ clickedAt }, { notExists }) => notExists(clickedAt))
      .go(),
  );
};

// The newest texts and emails sent to one customer (gsi3).
export const listCustomerMessages = async (
  contractorId: string,
  homeownerId: string,
  limit: number,
): Promise<SmsMessageItem[]> =>
  (await SmsMessage.query.byCustomer({ contractorId, homeownerId }).go({ order: 'desc', limit })).data;

// The texts about one quote (or milestone), newest first.
export const listTextsAbout = async (
  contractorId: string,
  subjectId: string,
  limit: number,
): Promise<SmsMessageItem[]> =>
  (await SmsMessage.query.bySubject({ contractorId, subjectId }).go({ order: 'desc', limit })).data;

// A text reached the SMS service: the quote becomes public by its id, and its history says it was texted.
export const shareQuote = async (
  quote: { contractorId: string; quoteId: string },
  activity: ActivityEventItem,
): Promise<void> => {
  await createWriteTransaction({ activityEvent: ActivityEvent, sharedQuote: SharedQuote }, (items) => [
    items.activityEvent.create(activity).commit(),
    items.sharedQuote.put({ quoteId: quote.quoteId, contractorId: quote.contractorId }).commit(),
  ]).go();
};
