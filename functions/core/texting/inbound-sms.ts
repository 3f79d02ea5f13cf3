// A customer's reply to a text (SNS two-way SMS in AWS; `npm run manage -- sms-reply` and POST /dev/sms-reply
// locally): STOP and its synonyms opt the number out for the contractor who last texted it, START opts it back
// in, HELP answers with the business's name and phone — each confirmed by a reply, as carriers require. The
// confirmation of a STOP is the last text that number gets from them. Other replies are for the business (the
// SMS log does not hold inbound messages yet) and are only logged, without their text.

import { translate } from '#domain/messages';
import { formatPhoneDisplay, phoneDigits, toE164 } from '#domain/phone';
import { keywordOf, type SmsKeyword } from '#domain/sms-keywords';
import { getContractor } from '#functions/store/contractors';
import { getTextConsent, lastTexterOf, saveOptOut } from '#functions/store/text-consent';
import { logger } from '../logger';
import { sendSms } from '../ports/sms/sms';
import { phoneTokenOf } from './text-consent';

export interface InboundSms {
  /** The customer's number, as the provider gives it (+13125550100). */
  from: string;
  text: string;
}

export type InboundOutcome = SmsKeyword | 'unknown_number';

export const handleInboundSms = async ({ from, text }: InboundSms): Promise<InboundOutcome> => {
  const keyword = keywordOf(text);
  // The provider gives +1 and ten digits; the number is its last ten.
  const to = toE164(phoneDigits(from).slice(-10));
  const phoneToken = await phoneTokenOf(from);
  const contractorId = await lastTexterOf(phoneToken);
  if (!contractorId || !to) {
    logger.info('Reply from a number nobody texted', { keyword });
    return 'unknown_number';
  }
  if (keyword === 'reply') {
    logger.info('Customer replied to a text', { contractorId });
    return keyword;
  }
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
  return keyword;
};
