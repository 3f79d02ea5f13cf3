// Texting a quote to its customer: limits first (SMS toll fraud is real), then the short link and an SMS
// log row written `queued` in one transaction, then the SMS port. The row ends `sent` or `failed` with the
// reason, and a failure reaches the sender as a 502 — never swallowed. The first successful text moves a
// draft to sent.
import { translate } from '../../domain/messages';
import { formatUsd } from '../../domain/money';
import { toE164 } from '../../domain/phone';
import type { SendQuote } from '../../domain/schemas/quote-sharing';
import { SmsRefused, sendSms } from '../../events/sms';
import { newActivityEvent } from '../activity/new-activity-event';
import { HttpError } from '../http/http-error';
import { newId, sha256 } from '../http/tokens';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit';
import { shortLinkUrl } from '../sharing/public-base-url';
import { newShortCode, shortLinkExpiry } from '../sharing/short-links';
import { store } from '../store/service';
import { changeQuoteStatus } from './change-status';
import type { QuoteItem } from './present-quote';
import type { SmsMessageItem } from './present-sms';
import { loadQuote } from './save-quote';

// A contractor texting their own customers; a person cannot reasonably send more by hand.
const perContractor = {
  scope: 'sms-contractor',
  limit: 30,
  windowSeconds: 60 * 60,
  messageKey: 'sms.rateLimitedContractor',
} as const;
// One phone, whoever sends: a resend or two, not a flood.
const perPhone = {
  scope: 'sms-phone',
  limit: 5,
  windowSeconds: 24 * 60 * 60,
  messageKey: 'sms.rateLimitedPhone',
} as const;

export interface SendQuoteCommand extends SendQuote {
  contractorId: string;
  quoteId: string;
  /** The signed-in sender; absent when a homeowner asked for their own quote by text. */
  userId?: string;
}

export const quoteClosed = (quote: Pick<QuoteItem, 'status'>) =>
  new HttpError(409, 'QUOTE_CLOSED', 'quote.closed', { vars: { status: `quoteStatus.${quote.status}` } });

const recipientOf = (command: SendQuoteCommand, quote: QuoteItem): string => {
  const phone = command.phone || quote.phone || '';
  const to = toE164(phone);
  if (!to) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'request.invalid', {
      fields: { phone: phone ? 'phone.invalid' : 'phone.required' },
    });
  }
  return to;
};

const businessNameOf = async (contractorId: string): Promise<string> => {
  const { data } = await store.entities.contractor.get({ contractorId }).go();
  return data?.businessName ?? '';
};

/** Writes the queued SMS row and, for a quote's first text, its short link and public pointer. */
const queueMessage = async (quote: QuoteItem, message: SmsMessageItem, code: string, isNewLink: boolean) => {
  const { contractorId, quoteId } = quote;
  const expiresAt = shortLinkExpiry();
  const linkFacts = { lastMessageId: message.messageId, lastMessageAt: message.createdAt, expiresAt };
  const { canceled } = await store.transaction
    .write(({ smsMessage, shortLink, sharedQuote, quote: quotes }) => [
      smsMessage.create(message).commit(),
      ...(isNewLink
        ? [
            shortLink.create({ code, contractorId, quoteId, ...linkFacts }).commit(),
            sharedQuote.put({ quoteId, contractorId }).commit(),
            quotes
              .patch({ contractorId, quoteId })
              .set({ shortCode: code })
              .where(({ shortCode }, { notExists }) => notExists(shortCode))
              .commit(),
          ]
        : [shortLink.patch({ code }).set(linkFacts).commit()]),
    ])
    .go();
  return !canceled;
};

const finishMessage = (message: SmsMessageItem, outcome: Partial<SmsMessageItem>) =>
  store.entities.smsMessage
    .patch({
      contractorId: message.contractorId,
      subjectId: message.subjectId,
      createdAt: message.createdAt,
      messageId: message.messageId,
    })
    .set(outcome)
    .go({ response: 'all_new' });

export const sendQuote = async (
  command: SendQuoteCommand,
): Promise<{ quote: QuoteItem; message: SmsMessageItem }> => {
  let quote = await loadQuote(command.contractorId, command.quoteId);
  if (quote.status === 'lost') throw quoteClosed(quote);
  const to = recipientOf(command, quote);
  await consumeRateLimit(perContractor, command.contractorId);
  await consumeRateLimit(perPhone, sha256(to));

  const business = await businessNameOf(command.contractorId);
  const language = command.language ?? quote.language ?? 'en';
  const build = (code: string): SmsMessageItem => ({
    contractorId: quote.contractorId,
    subjectId: quote.quoteId,
    messageId: newId('sms'),
    purpose: 'quote',
    recipientPhone: to,
    messageContent: translate('sms.quote', language, {
      business,
      total: formatUsd(quote.totalCostCents),
      link: shortLinkUrl(code),
    }),
    shortLink: shortLinkUrl(code),
    status: 'queued',
    sentByUserId: command.userId,
    createdAt: new Date().toISOString(),
  });

  const code = quote.shortCode ?? newShortCode();
  let message = build(code);
  if (!(await queueMessage(quote, message, code, !quote.shortCode))) {
    // Another send made the quote's link at the same moment: use that one.
    quote = await loadQuote(command.contractorId, command.quoteId);
    if (!quote.shortCode) throw new Error('Short link not created');
    message = build(quote.shortCode);
    if (!(await queueMessage(quote, message, quote.shortCode, false))) throw new Error('SMS not queued');
  }

  let sent: SmsMessageItem;
  try {
    const receipt = await sendSms({ to, body: message.messageContent });
    sent = (
      await finishMessage(message, {
        status: 'sent',
        sentAt: new Date().toISOString(),
        providerMessageId: receipt.providerMessageId,
      })
    ).data as SmsMessageItem;
  } catch (error) {
    const reason = error instanceof SmsRefused ? error.reason : 'the SMS service did not answer';
    if (!(error instanceof SmsRefused)) console.error('SMS send failed', error);
    await finishMessage(message, { status: 'failed', error: reason });
    throw new HttpError(502, 'SMS_FAILED', 'sms.failed', { vars: { reason } });
  }

  await recordTexted(quote, sent, command.userId);
  if (quote.status === 'draft') {
    quote = await changeQuoteStatus(quote.contractorId, quote.quoteId, 'sent', command.userId).catch(
      // Someone moved it meanwhile: the text still went, and their status stands.
      () => loadQuote(command.contractorId, command.quoteId),
    );
  } else {
    quote = await loadQuote(command.contractorId, command.quoteId);
  }
  return { quote, message: sent };
};

const recordTexted = async (quote: QuoteItem, message: SmsMessageItem, userId: string | undefined) => {
  const event = newActivityEvent({
    contractorId: quote.contractorId,
    quoteId: quote.quoteId,
    eventType: 'quote_texted',
    eventData: { messageId: message.messageId, to: `…${message.recipientPhone.slice(-4)}` },
    userId,
  });
  await store.entities.activityEvent.create(event).go();
};
