// Sends one claimed follow-up step: the step's message in the customer's language (the English when the
// Spanish was left empty), its placeholders filled, by text (with the opt-out notice on a first text; never
// to an opted-out number) or by a branded email; logged in the quote's messages as sent or failed. The mark
// ends `sent`, or `cancelled` with why nothing went.
import { type Language, translate } from '#domain/messages';
import { formatUsd } from '#domain/money';
import { toE164 } from '#domain/phone';
import { logger } from '#functions/core/logger';
import type { ContractorRecord } from '#functions/store/contractors';
import { type FollowUpDueItem, finishFollowUp, type StoredFollowUpStep } from '#functions/store/follow-ups';
import type { QuoteItem } from '#functions/store/quotes';

import { openQuoteContact, sealCopy } from '../crypto/sealed-copy';
import { isDomainError } from '../errors';
import { brandedEmailHtml } from '../messaging/branded-email';
import { fillPlaceholders, firstNameOf } from '../messaging/placeholders';
import { sendAndLog } from '../messaging/send-and-log';
import { sendEmail } from '../ports/email/email';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { sendSms } from '../ports/sms/sms';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit';
import { phoneLimitKey } from '../rate-limit/phone-limit-key';
import { perPhone } from '../rate-limit/text-limits';
import { publicBaseUrl, shortLinkUrl } from '../sharing/public-base-url';
import { aboutText, customerTexted, textingConsent, withOptOutNotice } from '../texting/text-consent';
import { newId } from '../tokens';

export interface FollowUpToSend {
  due: FollowUpDueItem;
  quote: QuoteItem;
  step: StoredFollowUpStep;
  contractor: ContractorRecord | null;
}

/** The quote's page: its texted short link (clicks counted), else its address. */
const linkOf = (quote: QuoteItem): string =>
  quote.shortCode ? shortLinkUrl(quote.shortCode) : `${publicBaseUrl()}/customer/quote/${quote.quoteId}/view`;

const messageOf = ({ quote, step, contractor }: FollowUpToSend, customerName: string, language: Language) =>
  fillPlaceholders((language === 'es' && step.message.es) || step.message.en, {
    firstName: firstNameOf(customerName),
    businessName: contractor?.businessName ?? '',
    link: linkOf(quote),
    total: formatUsd(quote.totalCostCents),
  });

type Outcome = 'sent' | 'cancelled';

const cancelled = async (due: FollowUpDueItem, reason: string): Promise<Outcome> => {
  await finishFollowUp(due, { status: 'cancelled', reason });
  return 'cancelled';
};

const baseRow = (quote: QuoteItem, keys: CustomerKeys, text: string) => ({
  contractorId: quote.contractorId,
  subjectId: quote.quoteId,
  purpose: 'follow_up' as const,
  homeownerId: quote.homeownerId ?? '',
  messageContent: sealCopy(keys, quote.contractorId, 'messageText', text),
  shortLink: linkOf(quote),
  createdAt: new Date().toISOString(),
});

const sendText = async (send: FollowUpToSend, keys: CustomerKeys, phone: string, language: Language) => {
  const { due, quote } = send;
  const to = toE164(phone);
  if (!to) return cancelled(due, 'no_phone');
  const consent = await textingConsent(quote.contractorId, to);
  if (consent.optedOut) return cancelled(due, 'opted_out');
  try {
    await consumeRateLimit(perPhone, await phoneLimitKey(to));
  } catch (error) {
    if (isDomainError(error, 'RATE_LIMITED')) return cancelled(due, 'rate_limited');
    throw error;
  }
  const body = withOptOutNotice(
    messageOf(send, openQuoteContact(keys, quote).customerName, language),
    consent,
    language,
  );
  const row = {
    ...baseRow(quote, keys, body),
    messageId: newId('sms'),
    channel: 'sms' as const,
    recipientPhone: sealCopy(keys, quote.contractorId, 'customerPhone', to),
  };
  if (!(await sendAndLog('Follow-up', row, language, () => sendSms({ to, body }))))
    return cancelled(due, 'failed');
  await customerTexted(quote.contractorId, to, language, aboutText(row)).catch((error: unknown) =>
    logger.error('Follow-up text not recorded', { quoteId: quote.quoteId, error }),
  );
  return sentNow(due);
};

const sendMail = async (send: FollowUpToSend, keys: CustomerKeys, email: string, language: Language) => {
  const { due, quote, contractor } = send;
  if (!email) return cancelled(due, 'no_email');
  const text = messageOf(send, openQuoteContact(keys, quote).customerName, language);
  const business = contractor?.businessName ?? '';
  const subject = translate('followUp.emailSubject', language, { business });
  const html = brandedEmailHtml({
    businessName: business,
    logoUrl: contractor?.branding.logoUrl ?? '',
    primaryColor: contractor?.branding.primaryColor ?? '',
    paragraphs: [text],
    button: { label: translate('email.quoteButton', language), url: linkOf(quote) },
    footer: translate('email.quoteFooter', language, { business }),
  });
  const row = {
    ...baseRow(quote, keys, text),
    messageId: newId('email'),
    channel: 'email' as const,
    recipientPhone: sealCopy(keys, quote.contractorId, 'customerPhone', ''),
    recipientEmail: sealCopy(keys, quote.contractorId, 'customerEmail', email),
  };
  if (!(await sendAndLog('Follow-up', row, language, () => sendEmail({ to: email, subject, text, html }))))
    return cancelled(due, 'failed');
  return sentNow(due);
};

const sentNow = async (due: FollowUpDueItem): Promise<Outcome> => {
  await finishFollowUp(due, { status: 'sent', sentAt: new Date().toISOString() });
  return 'sent';
};

export const sendFollowUp = async (send: FollowUpToSend): Promise<Outcome> => {
  const keys = await customerKeys();
  const contact = openQuoteContact(keys, send.quote);
  const language: Language = send.quote.language === 'es' ? 'es' : 'en';
  return send.step.channel === 'text'
    ? sendText(send, keys, contact.phone, language)
    : sendMail(send, keys, contact.email, language);
};
