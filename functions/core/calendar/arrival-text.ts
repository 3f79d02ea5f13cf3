// "Text the customer" from a visit or job on the schedule: the arrival window ("Demo Fence Co. will arrive
// Tue, Dec 2 between 9 am and 11 am"), in the language of the job or quote it is about, through the SMS port,
// within the same limits as quote texts, and logged like them (on the customer's timeline). A refusal is a 502
// with the reason, never swallowed.
import { type Language, type MessageKey, translate } from '#domain/messages';
import { toE164 } from '#domain/phone';
import { DomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import type { CalendarEventItem } from '#functions/store/calendar';
import { getContractor } from '#functions/store/contractors';
import { getJob } from '#functions/store/jobs';
import { getQuote } from '#functions/store/quotes';
import { logText } from '#functions/store/sharing';
import { openCopy, sealCopy } from '../crypto/sealed-copy';
import { openCustomer } from '../customers/customer-record';
import { loadCustomer } from '../customers/save-customer';
import { customerKeys } from '../ports/keys/customer-keys';
import { SmsRefused, sendSms } from '../ports/sms/sms';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit';
import { phoneLimitKey } from '../rate-limit/phone-limit-key';
import { perContractor, perPhone } from '../rate-limit/text-limits';
import { aboutText, customerTexted, prepareCustomerText } from '../texting/text-consent';
import { newId } from '../tokens';
import { loadEvent } from './calendar-events';

const localeOf: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "Tue, Dec 2" / "mar, 2 dic" of a calendar date, whatever the server's zone. */
const dayText = (date: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf[language], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "9 am", "9:30 am" / "9 a.m." of HH:MM. */
const clockText = (time: string, language: Language) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeOf[language], {
    hour: 'numeric',
    ...(minutes ? { minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
};

export const arrivalText = (event: CalendarEventItem, business: string, language: Language): string => {
  const date = dayText(event.startDate, language);
  return !event.isAnytime && event.startTime && event.endTime
    ? translate('sms.arrivalWindow', language, {
        business,
        date,
        start: clockText(event.startTime, language),
        end: clockText(event.endTime, language),
      })
    : translate('sms.arrivalDay', language, { business, date });
};

/** Texts the event's customer their arrival window; the log row it wrote. */
export const textArrival = async (contractorId: string, eventId: string, userId: string) => {
  const event = await loadEvent(contractorId, eventId);
  const keys = await customerKeys();
  const [contractor, job, quote] = await Promise.all([
    getContractor(contractorId),
    event.linkedJobId ? getJob(contractorId, event.linkedJobId) : null,
    event.linkedQuoteId ? getQuote(contractorId, event.linkedQuoteId) : null,
  ]);
  const customer = event.linkedHomeownerId ? await loadCustomer(contractorId, event.linkedHomeownerId) : null;
  const phone = customer
    ? openCustomer(customer, keys).phone
    : openCopy(keys, contractorId, 'customerPhone', event.customerPhone);
  const to = toE164(phone);
  if (!to) throw new DomainError('NO_CONTACT', 'event.noPhone');
  const language: Language = job?.language ?? quote?.language ?? 'en';

  // A number that replied STOP gets nothing, and uses up no allowance.
  const text = await prepareCustomerText(
    contractorId,
    to,
    arrivalText(event, contractor?.businessName ?? 'Picket', language),
    language,
  );
  await consumeRateLimit(perContractor, contractorId);
  await consumeRateLimit(perPhone, await phoneLimitKey(to));

  const row = {
    contractorId,
    subjectId: eventId,
    messageId: newId('sms'),
    purpose: 'arrival' as const,
    channel: 'sms' as const,
    homeownerId: event.linkedHomeownerId ?? '',
    ...(event.linkedJobId ? { jobId: event.linkedJobId } : {}),
    recipientPhone: sealCopy(keys, contractorId, 'customerPhone', to),
    messageContent: sealCopy(keys, contractorId, 'messageText', text),
    sentByUserId: userId,
    createdAt: new Date().toISOString(),
  };
  try {
    const receipt = await sendSms({ to, body: text });
    const sent = {
      ...row,
      status: 'sent' as const,
      sentAt: new Date().toISOString(),
      providerMessageId: receipt.providerMessageId,
    };
    await logText(sent);
    await customerTexted(contractorId, to, language, aboutText(sent)).catch((error: unknown) =>
      logger.error('First text not recorded', { eventId, error }),
    );
    return { text, status: sent.status };
  } catch (error) {
    const reason: MessageKey = error instanceof SmsRefused ? error.reason : 'sms.reason.noAnswer';
    if (!(error instanceof SmsRefused)) logger.error('Arrival text failed', { eventId, error });
    await logText({ ...row, status: 'failed', error: translate(reason, language) }).catch(
      (failure: unknown) => logger.error('Arrival text not logged', { eventId, error: failure }),
    );
    throw new DomainError('SMS_FAILED', 'sms.failed', { vars: { reason } });
  }
};
