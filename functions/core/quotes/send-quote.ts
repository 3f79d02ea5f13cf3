// Sending a quote to its customer by text, email or both (the sender's choice, else the contractor's
// communication preference): every recipient checked first (an opted-out number is refused before anything
// is sent), then the limits (SMS toll fraud is real), then a message-log row per channel written `queued`
// together with the quote's short link, then the SMS and email ports. Each row ends `sent` or `failed` with
// the reason; when nothing went, the failure reaches the sender as a 502 — never swallowed. Only a message
// that went makes the quote public (its SharedQuote pointer) and moves a contractor's draft to sent; a
// homeowner's own lead is texted as an estimate and stays a draft until the contractor sends it.

import { type Language, type MessageKey, translate } from '#domain/messages';
import { formatUsd } from '#domain/money';
import { isUsTextablePhone, toE164 } from '#domain/phone';
import type { SendChannel, SendQuote } from '#domain/schemas/quote-sharing';
import { defaultSendChannel } from '#domain/send-channel';
import { DomainError, invalidFields } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import { assignQuote } from '#functions/store/assignments';
import { type ContractorRecord, getContractor } from '#functions/store/contractors';
import { getCreatedReceipt, type IdempotencyClaim, idempotencyClaim } from '#functions/store/idempotency';
import type { QuoteItem } from '#functions/store/quotes';
import {
  finishText,
  getMessageRows,
  getShortLink,
  type LinkSend,
  queueQuoteText,
  type SmsMessageItem,
  shareQuote,
} from '#functions/store/sharing';
import { newActivityEvent } from '../activity/new-activity-event';
import { openQuoteContact, type QuoteContact, sealCopy } from '../crypto/sealed-copy';
import { EmailRefused, sendEmail } from '../ports/email/email';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { SmsRefused, sendSms } from '../ports/sms/sms';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { phoneLimitKey } from '../rate-limit/phone-limit-key';
import { perContractor, perPhone } from '../rate-limit/text-limits';
import { shortLinkUrl } from '../sharing/public-base-url';
import { newShortCode, shortLinkExpiry } from '../sharing/short-links';
import {
  aboutText,
  customerTexted,
  optedOut,
  type TextingConsent,
  textingConsent,
  withOptOutNotice,
} from '../texting/text-consent';
import { newId } from '../tokens';
import { changeQuoteStatus } from './change-status';
import { assertDiscountCleared } from './discount-review';
import { type QuoteEmail, quoteEmail } from './quote-email';
import { quoteClosed } from './quote-errors';
import { loadQuote } from './save-quote';

const hour = 60 * 60;
// Homeowners' own "text me this quote" has its own allowance, so strangers cannot use up the contractor's.
const leadTextsPerContractor = {
  scope: 'sms-lead-contractor',
  limit: 20,
  windowSeconds: hour,
  messageKey: 'sms.rateLimitedPublic',
} as const;
// A ceiling on every public text at once: a distributed flood stops here whatever the addresses.
const allLeadTexts = {
  scope: 'sms-lead-all',
  limit: 300,
  windowSeconds: hour,
  messageKey: 'sms.rateLimitedPublic',
} as const;
export interface SendQuoteCommand extends Omit<SendQuote, 'email'> {
  contractorId: string;
  quoteId: string;
  /** The signed-in sender; absent when a homeowner asked for their own lead by text. */
  userId?: string;
  /** The address to email; absent or empty means the quote's customer's. */
  email?: string;
  /** The request's `Idempotency-Key`: a repeat answers the first send and sends nothing. */
  idempotencyKey?: string;
}

const recipientOf = (command: SendQuoteCommand, quote: QuoteItem, keys: CustomerKeys): string => {
  const phone = command.phone || openQuoteContact(keys, quote).phone;
  const to = toE164(phone);
  const problem: MessageKey | null = !phone
    ? 'phone.required'
    : !to
      ? 'phone.invalid'
      : !isUsTextablePhone(phone)
        ? 'phone.notUsMobile'
        : null;
  if (problem || !to) {
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
      fields: { phone: problem ?? 'phone.invalid' },
    });
  }
  return to;
};

const limitsFor = async (
  command: SendQuoteCommand,
  to: string | undefined,
): Promise<Array<[RateLimitRule, string]>> => [
  ...(command.userId
    ? [[perContractor, command.contractorId] as [RateLimitRule, string]]
    : [
        [leadTextsPerContractor, command.contractorId] as [RateLimitRule, string],
        [allLeadTexts, 'all'] as [RateLimitRule, string],
      ]),
  ...(to ? [[perPhone, await phoneLimitKey(to)] as [RateLimitRule, string]] : []),
];

/** What the text says: an estimate for a homeowner's own lead, an invitation to approve while open. */
const messageKeyFor = (quote: QuoteItem, isLead: boolean): MessageKey => {
  if (isLead) return 'sms.leadQuote';
  return quote.status === 'draft' || quote.status === 'sent' ? 'sms.quote' : 'sms.quoteView';
};

/** The quote's live short link to reuse, or null when it has none or it expired. */
const liveCode = async (quote: QuoteItem): Promise<string | null> => {
  if (!quote.shortCode) return null;
  const link = await getShortLink(quote.shortCode);
  return link && link.expiresAt > Date.now() / 1000 ? quote.shortCode : null;
};

/** Writes the queued SMS row with the link: a fresh link (replacing an expired one) or a reused one. */
const queueMessage = (
  quote: QuoteItem,
  message: SmsMessageItem,
  code: string,
  isNewLink: boolean,
  claim?: IdempotencyClaim,
) => {
  const send: LinkSend = {
    lastMessageId: message.messageId,
    lastMessageAt: message.createdAt,
    expiresAt: shortLinkExpiry(),
  };
  return queueQuoteText(
    message,
    isNewLink
      ? { kind: 'new', code, quoteId: quote.quoteId, previousCode: quote.shortCode, send }
      : { kind: 'reused', code, send },
    claim,
  );
};

/** The address to email: the sender's, else the customer's; none is a field error. */
const emailOf = (command: SendQuoteCommand, contact: QuoteContact): string => {
  const email = command.email || contact.email;
  if (!email) throw invalidFields({ email: 'sendQuote.noEmail' });
  return email;
};

/** Which ways the quote goes: the sender's choice, else the contractor's preference narrowed to the contacts. */
const channelOf = (
  command: SendQuoteCommand,
  contact: QuoteContact,
  contractor: ContractorRecord | null,
): SendChannel => {
  // A homeowner's own "text me my quote" is a text.
  if (!command.userId) return 'text';
  if (command.channel) return command.channel;
  return defaultSendChannel(contractor?.payment.communicationPreference ?? 'both', {
    phone: Boolean(command.phone || contact.phone),
    email: Boolean(command.email || contact.email),
  });
};

type Delivery = { channel: 'sms'; to: string; consent: TextingConsent } | { channel: 'email'; to: string };

/** Where the quote goes on each channel, checked before anything is sent or any allowance used. */
const deliveriesOf = async (
  command: SendQuoteCommand,
  quote: QuoteItem,
  keys: CustomerKeys,
  channel: SendChannel,
): Promise<Delivery[]> => {
  const contact = openQuoteContact(keys, quote);
  const deliveries: Delivery[] = [];
  if (channel !== 'email') {
    const to = recipientOf(command, quote, keys);
    // A number that replied STOP gets nothing; sent by email too, the email still goes.
    const consent = await textingConsent(command.contractorId, to);
    if (consent.optedOut && channel === 'text') throw optedOut();
    if (!consent.optedOut) deliveries.push({ channel: 'sms', to, consent });
  }
  if (channel !== 'text') deliveries.push({ channel: 'email', to: emailOf(command, contact) });
  return deliveries;
};

export interface SentQuote {
  quote: QuoteItem;
  message: SmsMessageItem;
  messages: SmsMessageItem[];
}

/** What an earlier send with the same idempotency key did: its rows as they are now. */
const earlierSend = async (command: SendQuoteCommand): Promise<SentQuote | null> => {
  const key = command.idempotencyKey;
  const receipt = key ? await getCreatedReceipt('send', command.contractorId, key) : null;
  if (!receipt) return null;
  const [quote, messages] = await Promise.all([
    loadQuote(command.contractorId, receipt.recordId),
    getMessageRows((receipt.messages ?? []).map((row) => ({ contractorId: command.contractorId, ...row }))),
  ]);
  const [first] = messages;
  if (!first) throw new Error('Replayed send has no messages');
  return { quote, message: messages.find((row) => row.channel !== 'email') ?? first, messages };
};

/**
 * `read`: the contractor's profile when the caller has just read it (a homeowner's lead, priced with it), so
 * the send does not read it again.
 */
export const sendQuote = async (
  command: SendQuoteCommand,
  read?: { contractor: ContractorRecord | null },
): Promise<SentQuote> => {
  const replay = await earlierSend(command);
  if (replay) return replay;
  let quote = await loadQuote(command.contractorId, command.quoteId);
  if (quote.status === 'lost') throw quoteClosed(quote);
  assertDiscountCleared(quote);
  const [keys, contractor] = await Promise.all([
    customerKeys(),
    read ? read.contractor : getContractor(command.contractorId),
  ]);
  const channel = channelOf(command, openQuoteContact(keys, quote), contractor);
  const deliveries = await deliveriesOf(command, quote, keys, channel);
  const text = deliveries.find((delivery) => delivery.channel === 'sms');
  const email = deliveries.find((delivery) => delivery.channel === 'email');
  for (const [rule, key] of await limitsFor(command, text?.to)) await consumeRateLimit(rule, key);

  const isLead = !command.userId;
  const language = command.language ?? quote.language ?? 'en';
  const business = contractor?.businessName ?? '';
  const textWith = (code: string) =>
    translate(messageKeyFor(quote, isLead), language, {
      business,
      total: formatUsd(quote.totalCostCents),
      link: shortLinkUrl(code),
    });
  // Each row's key is fixed once, so the idempotency receipt can name the rows before they are written.
  const rowKeys = deliveries.map((delivery) => ({
    subjectId: quote.quoteId,
    messageId: newId(delivery.channel === 'sms' ? 'sms' : 'email'),
    createdAt: new Date().toISOString(),
  }));
  const build = (code: string, delivery: Delivery): SmsMessageItem => ({
    contractorId: quote.contractorId,
    ...(rowKeys[deliveries.indexOf(delivery)] as (typeof rowKeys)[number]),
    purpose: 'quote',
    channel: delivery.channel,
    homeownerId: quote.homeownerId ?? '',
    recipientPhone: sealCopy(
      keys,
      quote.contractorId,
      'customerPhone',
      delivery.channel === 'sms' ? delivery.to : '',
    ),
    ...(delivery.channel === 'email'
      ? { recipientEmail: sealCopy(keys, quote.contractorId, 'customerEmail', delivery.to) }
      : {}),
    messageContent: sealCopy(
      keys,
      quote.contractorId,
      'messageText',
      delivery.channel === 'sms'
        ? withOptOutNotice(textWith(code), delivery.consent, language)
        : textWith(code),
    ),
    shortLink: shortLinkUrl(code),
    status: 'queued',
    sentByUserId: command.userId,
  });

  // The first row makes (or reuses) the quote's link; the second rides on it.
  const reusable = await liveCode(quote);
  let code = reusable ?? newShortCode();
  const [first, second] = deliveries as [Delivery, ...Delivery[]];
  // A send with an idempotency key claims it with its first row: of two sends with one key, one texts.
  const claim = command.idempotencyKey
    ? idempotencyClaim('send', command.contractorId, command.idempotencyKey, {
        recordId: quote.quoteId,
        messages: rowKeys,
      })
    : undefined;
  let firstRow = build(code, first);
  let queued = await queueMessage(quote, firstRow, code, !reusable, claim);
  if (queued === false) {
    // Another send made the quote's link at the same moment: use that one.
    quote = await loadQuote(command.contractorId, command.quoteId);
    const theirs = await liveCode(quote);
    if (!theirs) throw new Error('Short link not created');
    code = theirs;
    firstRow = build(code, first);
    queued = await queueMessage(quote, firstRow, code, false, claim);
    if (queued === false) throw new Error('Message not queued');
  }
  if (queued === 'replayed') {
    const replayed = await earlierSend(command);
    if (!replayed) throw new Error('Idempotency key taken but its receipt is missing');
    return replayed;
  }
  const rows: Array<[Delivery, SmsMessageItem]> = [[first, firstRow]];
  if (second) {
    const secondRow = build(code, second);
    if (!(await queueMessage(quote, secondRow, code, false))) throw new Error('Message not queued');
    rows.push([second, secondRow]);
  }

  const emailContent = email
    ? quoteEmail({
        contractor,
        quote,
        language,
        link: shortLinkUrl(code),
        customerName: openQuoteContact(keys, quote).customerName,
      })
    : undefined;
  const outcomes = await Promise.all(
    rows.map(([delivery, row]) =>
      deliver(row, language, () =>
        delivery.channel === 'sms'
          ? sendSms({ to: delivery.to, body: withOptOutNotice(textWith(code), delivery.consent, language) })
          : sendEmail({ to: delivery.to, ...(emailContent as QuoteEmail) }),
      ),
    ),
  );
  const sent = outcomes.filter((outcome) => outcome.row.status === 'sent').map((outcome) => outcome.row);
  if (sent.length === 0) {
    const failure = outcomes[0]?.failure ?? 'sms.reason.noAnswer';
    throw first.channel === 'sms'
      ? new DomainError('SMS_FAILED', 'sms.failed', { vars: { reason: failure } })
      : new DomainError('EMAIL_FAILED', 'auth.emailFailed');
  }

  const textRow = sent.find((row) => row.channel !== 'email');
  if (textRow && text) await customerTexted(command.contractorId, text.to, language, aboutText(textRow));
  await recordSent(quote, sent, text?.to, command.userId);
  // A homeowner's lead nobody had taken is theirs who answered it first (per-person response times).
  if (command.userId && !quote.assignedTo) await assignQuote(quote, command.userId);
  if (quote.status === 'draft' && !isLead) {
    quote = await changeQuoteStatus(quote.contractorId, quote.quoteId, 'sent', command.userId).catch(
      // Someone moved it meanwhile: the message still went, and their status stands.
      () => loadQuote(command.contractorId, command.quoteId),
    );
  } else {
    quote = await loadQuote(command.contractorId, command.quoteId);
  }
  const messages = outcomes.map((outcome) => outcome.row);
  return { quote, message: textRow ?? (sent[0] as SmsMessageItem), messages };
};

/** Sends one message and records how it ended; a failure is kept on its row with the reason. */
const deliver = async (
  row: SmsMessageItem,
  language: Language,
  send: () => Promise<{ providerMessageId: string }>,
): Promise<{ row: SmsMessageItem; failure?: MessageKey }> => {
  try {
    const receipt = await send();
    return {
      row: await finishText(row, {
        status: 'sent',
        sentAt: new Date().toISOString(),
        providerMessageId: receipt.providerMessageId,
      }),
    };
  } catch (error) {
    const refused = error instanceof SmsRefused || error instanceof EmailRefused;
    const reason: MessageKey = refused ? error.reason : 'sms.reason.noAnswer';
    if (!refused) logger.error(`Quote ${row.channel ?? 'sms'} failed`, { error });
    return {
      row: await finishText(row, { status: 'failed', error: translate(reason, language) }),
      failure: reason,
    };
  }
};

/** The message reached the SMS or email service: the quote is now public by its id, and its history says so. */
const recordSent = async (
  quote: QuoteItem,
  sent: readonly SmsMessageItem[],
  to: string | undefined,
  userId: string | undefined,
) => {
  const texted = sent.find((row) => row.channel !== 'email');
  const event = newActivityEvent({
    contractorId: quote.contractorId,
    quoteId: quote.quoteId,
    eventType: texted ? 'quote_texted' : 'quote_emailed',
    eventData: {
      messageId: (texted ?? sent[0])?.messageId ?? '',
      ...(texted && to ? { to: `…${to.slice(-4)}` } : {}),
      ...(sent.some((row) => row.channel === 'email') ? { emailed: true } : {}),
    },
    userId,
  });
  await shareQuote(quote, event);
};
