// The SMS port's local adapter: the message is stored in the outbox (read it with `npm run manage --
// outbox` or at /dev/outbox while `npm start` runs) and printed, instead of reaching a phone.
import { keepInOutbox } from '../outbox/write-outbox';
import type { SendSms } from './sms-port';

export const writeSmsToOutbox: SendSms = async ({ to, body }) => {
  const outboxId = await keepInOutbox({ channel: 'sms', to, body });
  // The terminal stands in for the phone (or inbox) on one machine; this is the message, not a log line.
  if (process.env.PICKET_STAGE === 'local') process.stdout.write(`[outbox] SMS to ${to}: ${body}\n`);
  return { providerMessageId: outboxId };
};
