// A customer's reply to a text (SNS two-way SMS in AWS, events/sms-inbound; `npm run manage -- sms-reply` and
// POST /dev/sms-reply locally). The reply belongs to the contractor who last texted the number: STOP and its
// synonyms opt the number out for them, START opts it back in, HELP answers with the business's name and
// phone — each confirmed by a reply, as carriers require (the confirmation of a STOP is the last text that
// number gets from them). Any other reply is kept in that contractor's SMS log, sealed like the texts sent,
// as a `received` row joining the last text to the number (its quote, reminder or arrival window, customer and
// job), so it shows in the quote's messages and on the customer's timeline.
//
// The SMS service may deliver a reply twice: one with an id (`inboundMessageId`) is handled once — a marker
// written conditionally before anything else, released again when handling fails so the retry can do it.

import { translate } from '#domain/messages';
import { formatPhoneDisplay, phoneDigits, toE164 } from '#domain/phone';
import { keywordOf, type SmsKeyword } from '#domain/sms-keywords';
import { getContractor } from '#functions/store/contractors';
import { claimInboundSms, releaseInboundSms } from '#functions/store/inbound-sms';
import { logText, type SmsMessageItem } from '#functions/store/sharing';
import { getTextConsent, type LastTextItem, lastTextTo, saveOptOut } from '#functions/store/text-consent';
import { sealCopy } from '../crypto/sealed-copy';
import { findCustomerMatches } from '../customers/find-matches';
import { logger } from '../logger';
import { customerKeys } from '../ports/keys/customer-keys';
import { sendSms } from '../ports/sms/sms';
import { newId } from '../tokens';
import { phoneTokenOf } from './text-consent';

export interface InboundSms {
  /** The customer's number, as the provider gives it (+13125550100). */
  from: string;
  text: string;
  /** The SMS service's id of the reply (two-way SMS `inboundMessageId`): a second delivery is not handled again. */
  inboundMessageId?: string | undefined;
}

/** A keyword's outcome (`reply` for any other text), a number nobody texted, or a redelivery left alone. */
export type InboundOutcome = SmsKeyword | 'unknown_number' | 'duplicate';

/** The customer with this phone when the text replied to named none (a lead's quote): '' when not exactly one. */
const customerWithPhone = async (contractorId: string, phone: string): Promise<string> => {
  const matches = (await findCustomerMatches(contractorId, { phone: phoneDigits(phone).slice(-10) })).filter(
    (match) => match.field === 'phone',
  );
  return matches.length === 1 ? (matches[0]?.customerId ?? '') : '';
};

/** Keeps a reply in the SMS log of the contractor who last texted the number, beside the text it answers. */
const keepReply = async (last: LastTextItem, phone: string, text: string) => {
  const { contractorId } = last;
  if (!last.subjectId || !last.purpose) {
    // A last text recorded before texts said what they were about: nothing to join the reply to.
    logger.info('Customer replied to a text of unknown subject', { contractorId });
    return;
  }
  const keys = await customerKeys();
  const homeownerId = last.homeownerId || (await customerWithPhone(contractorId, phone));
  const row: SmsMessageItem = {
    contractorId,
    subjectId: last.subjectId,
    messageId: newId('sms'),
    // Copied from the SMS log row of the text replied to (aboutText), so one of its purposes.
    purpose: last.purpose as SmsMessageItem['purpose'],
    channel: 'sms',
    homeownerId,
    ...(last.jobId ? { jobId: last.jobId } : {}),
    recipientPhone: sealCopy(keys, contractorId, 'customerPhone', phone),
    messageContent: sealCopy(keys, contractorId, 'messageText', text),
    status: 'received',
    createdAt: new Date().toISOString(),
  };
  await logText(row);
  logger.info('Customer replied to a text', { contractorId, purpose: row.purpose });
};

const answerKeyword = async (
  contractorId: string,
  phoneToken: string,
  to: string,
  keyword: Exclude<SmsKeyword, 'reply'>,
) => {
  const [contractor, consent] = await Promise.all([
    getContractor(contractorId),
    getTextConsent(contractorId, phoneToken),
  ]);
  const business = contractor?.businessName ?? 'Picket';
  const language = consent?.language ?? 'en';
  const at = new Date().toISOString();
  if (keyword === 'opt_out') await saveOptOut(contractorId, phoneToken, true, at);
  if (keyword === 'opt_in') await saveOptOut(contractorId, phoneToken, false, at);
  const answer =
    keyword === 'opt_out'
      ? translate('sms.optedOutReply', language, { business })
      : keyword === 'opt_in'
        ? translate('sms.optedInReply', language, { business })
        : translate('sms.helpReply', language, {
            business,
            phone: formatPhoneDisplay(contractor?.phone ?? ''),
          });
  await sendSms({ to, body: answer }).catch((error: unknown) =>
    logger.error('Answer to a keyword not sent', { contractorId, keyword, error }),
  );
};

const handleReply = async ({ from, text }: InboundSms): Promise<InboundOutcome> => {
  const keyword = keywordOf(text);
  // The provider gives +1 and ten digits; the number is its last ten.
  const to = toE164(phoneDigits(from).slice(-10));
  const phoneToken = await phoneTokenOf(from);
  const last = await lastTextTo(phoneToken);
  if (!last || !to) {
    logger.info('Reply from a number nobody texted', { keyword });
    return 'unknown_number';
  }
  if (keyword === 'reply') await keepReply(last, to, text);
  else await answerKeyword(last.contractorId, phoneToken, to, keyword);
  return keyword;
};

export const handleInboundSms = async (sms: InboundSms): Promise<InboundOutcome> => {
  const id = sms.inboundMessageId;
  if (!id) return handleReply(sms);
  if (!(await claimInboundSms(id, new Date()))) {
    logger.info('Reply already handled: a redelivery', { inboundMessageId: id });
    return 'duplicate';
  }
  try {
    return await handleReply(sms);
  } catch (error) {
    await releaseInboundSms(id).catch((failure: unknown) =>
      logger.error('Reply marker not released', { inboundMessageId: id, error: failure }),
    );
    throw error;
  }
};
