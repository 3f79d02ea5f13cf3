// How a quote goes to its customer when the sender does not say: the contractor's communication preference
// (payment settings: sms, email or both), narrowed to what the customer can receive — "both" for a customer
// with no email is a text, "email" for one with only a phone is a text. The browser offers the same default.
import type { SendChannel } from './schemas/quote-sharing';

export type CommunicationPreference = 'sms' | 'email' | 'both';

export const defaultSendChannel = (
  preference: CommunicationPreference,
  reachable: { phone: boolean; email: boolean },
): SendChannel => {
  const wanted: SendChannel = preference === 'sms' ? 'text' : preference;
  if (wanted === 'both') return reachable.email ? (reachable.phone ? 'both' : 'email') : 'text';
  if (wanted === 'email') return reachable.email || !reachable.phone ? 'email' : 'text';
  return reachable.phone || !reachable.email ? 'text' : 'email';
};
