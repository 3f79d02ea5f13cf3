// Replies the SMS service delivered (entities/inbound-sms.ts): each marked once while it is handled, and
// unmarked when handling failed, so the service's retry can handle it.
import { heldCondition } from './conditional-failure';
import { InboundSms } from './entities/inbound-sms';

/** How long a reply's mark is kept: a redelivery comes within minutes. */
const keptSeconds = 7 * 24 * 60 * 60;

// Marks a reply as being handled; false when it already was (a redelivery).
export const claimInboundSms = async (inboundMessageId: string, at: Date): Promise<boolean> =>
  heldCondition(() =>
    InboundSms.create({
      inboundMessageId,
      receivedAt: at.toISOString(),
      expiresAt: Math.floor(at.getTime() / 1000) + keptSeconds,
    }).go(),
  );

// Unmarks a reply whose handling failed, so the SMS service's retry handles it.
export const releaseInboundSms = async (inboundMessageId: string): Promise<void> => {
  await InboundSms.delete({ inboundMessageId }).go();
};
