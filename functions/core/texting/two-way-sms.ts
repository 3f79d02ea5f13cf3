// What AWS End User Messaging SMS (two-way SMS) publishes to the inbound topic when a customer replies to the
// sending number: a JSON message with `originationNumber` (the customer), `destinationNumber` (our number),
// `messageKeyword`, `messageBody`, `inboundMessageId` and `previousPublishedMessageId`. Read without a schema
// library to keep the inbound Lambda small.
import type { InboundSms } from './inbound-sms';

/** Carriers split at 160 characters and join up to ten parts; anything longer is not a customer's reply. */
const longestReply = 1600;

const isText = (value: unknown): value is string => typeof value === 'string';

/** The reply a two-way SMS message carries, or null when it is not one (logged and dropped by the caller). */
export const parseTwoWaySms = (message: string): InboundSms | null => {
  let body: unknown;
  try {
    body = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { originationNumber, messageBody, inboundMessageId } = body as Record<string, unknown>;
  // Picket texts US numbers only: a reply comes from +1 and ten digits.
  if (!isText(originationNumber) || !/^\+1\d{10}$/.test(originationNumber)) return null;
  if (!isText(messageBody) || messageBody.length > longestReply) return null;
  if (!isText(inboundMessageId) || !/^[\w-]{1,128}$/.test(inboundMessageId)) return null;
  return { from: originationNumber, text: messageBody, inboundMessageId };
};
