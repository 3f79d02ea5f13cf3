// Texting consent, checked by every text to a customer (quotes, arrival windows, payment reminders): a number
// that replied STOP to a contractor gets nothing more from them until it replies START (409 OPTED_OUT, and
// nothing is sent), and a contractor's first text to a number ends with how to opt out. Numbers are keyed by
// a blind token (never stored as such).
import { type Language, translate } from '#domain/messages';
import { phoneDigits } from '#domain/phone';
import { DomainError } from '#functions/core/errors';
import { getTextConsent, recordTextSent, type TextAbout } from '#functions/store/text-consent';
import { blindToken } from '../crypto/blind-index';
import { customerKeys } from '../ports/keys/customer-keys';

/** The number's token: the same for +1 312… and (312) … . Per deployment, like the rate limits' phone key. */
export const phoneTokenOf = async (phone: string): Promise<string> =>
  blindToken((await customerKeys()).indexKey, 'texting', {
    kind: 'phone',
    value: phoneDigits(phone).slice(-10),
  });

export interface TextingConsent {
  /** The number replied STOP to this contractor (and not START since). */
  optedOut: boolean;
  optedOutAt: string | null;
  /** This contractor has texted the number before. */
  textedBefore: boolean;
}

export const textingConsent = async (contractorId: string, phone: string): Promise<TextingConsent> => {
  const consent = await getTextConsent(contractorId, await phoneTokenOf(phone));
  return {
    optedOut: consent?.optedOut === true,
    optedOutAt: consent?.optedOut ? (consent.optedOutAt ?? null) : null,
    textedBefore: Boolean(consent?.firstTextedAt),
  };
};

export const optedOut = () => new DomainError('OPTED_OUT', 'sms.optedOut');

/** The body of a text, with the opt-out notice when it is the contractor's first to the number. */
export const withOptOutNotice = (body: string, consent: TextingConsent, language: Language): string =>
  consent.textedBefore ? body : `${body}\n${translate('sms.optOutNotice', language)}`;

/**
 * Before a text to a customer: refuses an opted-out number, and gives the body the opt-out notice when this
 * is the contractor's first text to it.
 */
export const prepareCustomerText = async (
  contractorId: string,
  phone: string,
  body: string,
  language: Language,
): Promise<string> => {
  const consent = await textingConsent(contractorId, phone);
  if (consent.optedOut) throw optedOut();
  return withOptOutNotice(body, consent, language);
};

/**
 * After a text reached the SMS service: the first one is dated, and this contractor owns the number's replies —
 * a reply that is no keyword joins this text (`about`: its SMS log row's purpose, subject, customer and job).
 */
export const customerTexted = async (
  contractorId: string,
  phone: string,
  language: Language,
  about?: TextAbout,
): Promise<void> =>
  recordTextSent(contractorId, await phoneTokenOf(phone), new Date().toISOString(), language, about);

/** What a text was about, from its SMS log row. */
export const aboutText = (row: {
  purpose: string;
  subjectId: string;
  homeownerId?: string | undefined;
  jobId?: string | undefined;
}): TextAbout => ({
  purpose: row.purpose,
  subjectId: row.subjectId,
  homeownerId: row.homeownerId ?? '',
  jobId: row.jobId ?? '',
});
