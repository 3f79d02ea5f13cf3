// "Text me this quote" from the homeowner flow: the lead's quote goes out through the same send path as a
// contractor's, once per lead, and only when a contractor serves the ZIP (their name and link are in the
// text). Public callers are limited per IP as well; the answer says honestly what happened.
import { isDomainError } from '#functions/core/errors';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit';
import { type CapturedLead, unassignedLeadsTenant } from './capture-lead';
import { quoteMessages } from './quote-messages';
import { sendQuote } from './send-quote';

export type LeadText = 'sent' | 'failed' | 'not_sent';

const perIp = {
  scope: 'sms-public-ip',
  limit: 3,
  windowSeconds: 60 * 60,
  messageKey: 'sms.rateLimitedPublic',
} as const;

export const textLeadQuote = async (lead: CapturedLead, ip: string): Promise<LeadText> => {
  const { contractorId } = lead;
  if (!contractorId || contractorId === unassignedLeadsTenant) return 'not_sent';
  if (!lead.fresh) {
    // A retried submit: report the first request's text instead of sending another.
    const messages = await quoteMessages(contractorId, lead.leadId);
    return messages.some((message) => message.status === 'sent') ? 'sent' : 'not_sent';
  }
  try {
    await consumeRateLimit(perIp, ip);
    await sendQuote(
      { contractorId, quoteId: lead.leadId, phone: '' },
      lead.reads && { contractor: lead.reads.contractor },
    );
    return 'sent';
  } catch (error) {
    if (isDomainError(error, 'RATE_LIMITED')) return 'not_sent';
    if (isDomainError(error, 'SMS_FAILED')) return 'failed';
    throw error;
  }
};
