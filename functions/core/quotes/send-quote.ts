// Texting a quote to its customer: limits first (SMS toll fraud is real), then an SMS log row written
// `queued` together with the quote's short link, then the SMS port. The row ends `sent` or `failed` with
// the reason, and a failure reaches the sender as a 502 — never swallowed. Only a successful text makes
// the quote public (its SharedQuote pointer) and moves a contractor's draft to sent; a homeowner's own
// lead is texted as an estimate and stays a draft until the contractor sends it.

import { type MessageKey, translate } from '#domain/messages';
import { formatUsd } from '#domain/money';
import { isUsTextablePhone, toE164 } from '#domain/phone';
import type { SendQuote } from '#domain/schemas/quote-sharing';
import { DomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import { assignQuote } from '#functions/store/assignments';
import { getContractor } from '#functions/store/contractors';
import type { QuoteItem } from '#functions/store/quotes';
import {
  finishText,
  getShortLink,
  type LinkSend,
  queueQuoteText,
  type SmsMessageItem,
  shareQuote,
} from '#functions/store/sharing';
import { newActivityEvent } from '../activity/new-activity-event';
import { openQuoteContact, sealCopy } from '../crypto/sealed-copy';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { SmsRefused, sendSms } from '../ports/sms/sms';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { phoneLimitKey } from '../rate-limit/phone-limit-key';
import { perContractor, perPhone } from '../rate-limit/text-limits';
import { shortLinkUrl } from '../sharing/public-base-url';
import { newShortCode, shortLinkExpiry } from '../sharing/short-links';
import { customerTexted, optedOut, textingConsent, withOptOutNotice } from '../texting/text-consent';
import { newId } from '../tokens';
import { changeQuoteStatus } from './change-status';
import { assertDiscountCleared } from './discount-review';
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
export interface SendQuoteCommand extends SendQuote {
  contractorId: string;
  quoteId: string;
  /** The signed-in sender; absent when a homeowner asked for their own lead by text. */
  userId?: string;
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

const limitsFor = async (command: SendQuoteCommand, to: string): Promise<Array<[RateLimitRule, string]>> => [
  ...(command.userId
    ? [[perContractor, command.contractorId] as [RateLimitRule, string]]
    : [
        [leadTextsPerContractor, command.contractorId] as [RateLimitRule, string],
        [allLeadTexts, 'all'] as [RateLimitRule, string],
      ]),
  [perPhone, await phoneLimitKey(to)],
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
const queueMessage = (quote: QuoteItem, message: SmsMessageItem, code: string, isNewLink: boolean) => {
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
  );
};

export const sendQuote = async (
  command: SendQuoteCommand,
): Promise<{ quote: QuoteItem; message: SmsMessageItem }> => {
  let quote = await loadQuote(command.contractorId, command.quoteId);
  if (quote.status === 'lost') throw quoteClosed(quote);
  assertDiscountCleared(quote);
  const keys = await customerKeys();
  const to = recipientOf(command, quote, keys);
  // A number that replied STOP gets nothing, and uses up no allowance.
  const consent = await textingConsent(command.contractorId, to);
  if (consent.optedOut) throw optedOut();
  for (const [rule, key] of await limitsFor(command, to)) await consumeRateLimit(rule, key);

  const contractor = await getContractor(command.contractorId);
  const isLead = !command.userId;
  const language = command.language ?? quote.language ?? 'en';
  const textWith = (code: string) =>
    withOptOutNotice(
      translate(messageKeyFor(quote, isLead), language, {
        business: contractor?.businessName ?? '',
        total: formatUsd(quote.totalCostCents),
        link: shortLinkUrl(code),
      }),
      consent,
      language,
    );
  const build = (code: string): SmsMessageItem => ({
    contractorId: quote.contractorId,
    subjectId: quote.quoteId,
    messageId: newId('sms'),
    purpose: 'quote',
    homeownerId: quote.homeownerId ?? '',
    recipientPhone: sealCopy(keys, quote.contractorId, 'customerPhone', to),
    messageContent: sealCopy(keys, quote.contractorId, 'messageText', textWith(code)),
    shortLink: shortLinkUrl(code),
    status: 'queued',
    sentByUserId: command.userId,
    createdAt: new Date().toISOString(),
  });

  const reusable = await liveCode(quote);
  const code = reusable ?? newShortCode();
  let message = build(code);
  let text = textWith(code);
  if (!(await queueMessage(quote, message, code, !reusable))) {
    // Another send made the quote's link at the same moment: use that one.
    quote = await loadQuote(command.contractorId, command.quoteId);
    const theirs = await liveCode(quote);
    if (!theirs) throw new Error('Short link not created');
    message = build(theirs);
    text = textWith(theirs);
    if (!(await queueMessage(quote, message, theirs, false))) throw new Error('SMS not queued');
  }

  let sent: SmsMessageItem;
  try {
    const receipt = await sendSms({ to, body: text });
    sent = await finishText(message, {
      status: 'sent',
      sentAt: new Date().toISOString(),
      providerMessageId: receipt.providerMessageId,
    });
  } catch (error) {
    const reason: MessageKey = error instanceof SmsRefused ? error.reason : 'sms.reason.noAnswer';
    if (!(error instanceof SmsRefused)) logger.error('SMS send failed', { error });
    await finishText(message, { status: 'failed', error: translate(reason, language) });
    throw new DomainError('SMS_FAILED', 'sms.failed', { vars: { reason } });
  }

  await recordTexted(quote, sent, to, command.userId);
  await customerTexted(command.contractorId, to, language);
  // A homeowner's lead nobody had taken is theirs who answered it first (per-person response times).
  if (command.userId && !quote.assignedTo) await assignQuote(quote, command.userId);
  if (quote.status === 'draft' && !isLead) {
    quote = await changeQuoteStatus(quote.contractorId, quote.quoteId, 'sent', command.userId).catch(
      // Someone moved it meanwhile: the text still went, and their status stands.
      () => loadQuote(command.contractorId, command.quoteId),
    );
  } else {
    quote = await loadQuote(command.contractorId, command.quoteId);
  }
  return { quote, message: sent };
};

/** The text reached the SMS service: the quote is now public by its id, and its history says so. */
const recordTexted = async (
  quote: QuoteItem,
  message: SmsMessageItem,
  to: string,
  userId: string | undefined,
) => {
  const event = newActivityEvent({
    contractorId: quote.contractorId,
    quoteId: quote.quoteId,
    eventType: 'quote_texted',
    eventData: { messageId: message.messageId, to: `…${to.slice(-4)}` },
    userId,
  });
  await shareQuote(quote, event);
};
