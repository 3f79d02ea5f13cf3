// Speed to lead beyond the bell: when the contractor turned it on, a new lead is texted to the business phone
// and/or emailed to the business email, once. The alert is claimed before it is sent (store LeadAlert), so a
// retried or repeated lead request never sends a second one; a claim a crash left unfinished is taken again
// once stale, so a repeat of the request still alerts. It is written in the language the contractor chose
// the alerts in.
import { translate } from '#domain/messages';
import { formatUsd } from '#domain/money';
import { toE164 } from '#domain/phone';
import { logger } from '#functions/core/logger';
import { type ContractorRecord, getContractor } from '#functions/store/contractors';
import { claimLeadAlert, markLeadAlertSent } from '#functions/store/notifications';
import { getQuote, type QuoteItem } from '#functions/store/quotes';
import { openQuoteContact } from '../crypto/sealed-copy';
import { sendEmail } from '../ports/email/email';
import { customerKeys } from '../ports/keys/customer-keys';
import { sendSms } from '../ports/sms/sms';
import { publicBaseUrl } from '../sharing/public-base-url';

/** A claim older than this belonged to a request that died before sending. */
const claimLifetimeMs = 5 * 60_000;

export type LeadAlertOutcome = 'off' | 'already_sent' | 'sent' | 'failed';

/**
 * What the request that made the lead had already read: the contractor's profile (with their prices) and the
 * lead's quote as it was written (its customer sealed as stored, its ZIP and total), so the alert reads
 * neither again.
 */
export interface LeadAlertReads {
  contractor: ContractorRecord | null;
  quote: Pick<QuoteItem, 'contractorId' | 'customerName' | 'zipCode' | 'totalCostCents'>;
}

/** Alerts the contractor of the lead `quoteId` by the channels they chose; at most once per lead. */
export const alertNewLead = async (
  contractorId: string,
  quoteId: string,
  reads?: LeadAlertReads,
): Promise<LeadAlertOutcome> => {
  const contractor = reads ? reads.contractor : await getContractor(contractorId);
  const channel = contractor?.alerts?.newLeadAlerts ?? 'off';
  if (!contractor || channel === 'off') return 'off';
  const phone = channel !== 'email' ? toE164(contractor.phone ?? '') : undefined;
  const email = channel !== 'sms' && contractor.email ? contractor.email : undefined;
  if (!phone && !email) return 'off';
  const now = Date.now();
  const claimed = await claimLeadAlert(
    contractorId,
    quoteId,
    new Date(now).toISOString(),
    new Date(now - claimLifetimeMs).toISOString(),
  );
  if (!claimed) return 'already_sent';
  const quote = reads?.quote ?? (await getQuote(contractorId, quoteId));
  if (!quote) return 'failed';
  const facts = {
    customer: openQuoteContact(await customerKeys(), quote).customerName,
    zip: quote.zipCode,
    amount: formatUsd(quote.totalCostCents),
    link: `${publicBaseUrl()}/contractor/quote/${quoteId}/view`,
  };
  const language = contractor.alerts?.language === 'es' ? 'es' : 'en';
  const text = translate('sms.newLeadAlert', language, facts);
  const sent = await Promise.all([
    phone ? sendSms({ to: phone, body: text }).then(() => true, alertFailed(quoteId, 'sms')) : false,
    email
      ? sendEmail({ to: email, subject: translate('email.newLeadSubject', language, facts), text }).then(
          () => true,
          alertFailed(quoteId, 'email'),
        )
      : false,
  ]);
  if (!sent.includes(true)) return 'failed';
  await markLeadAlertSent(contractorId, quoteId, new Date().toISOString());
  return 'sent';
};

const alertFailed = (quoteId: string, channel: string) => (error: unknown) => {
  logger.error('Lead alert not sent', { quoteId, channel, error });
  return false;
};
