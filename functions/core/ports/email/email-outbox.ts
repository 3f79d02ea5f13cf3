// The email port's local adapter: stored in the outbox (`npm run manage -- outbox --channel email`,
// /dev/outbox) and printed, instead of sent.
import { keepInOutbox } from '../outbox/write-outbox';
import type { SendEmail } from './email-port';

export const writeEmailToOutbox: SendEmail = async ({ to, subject, text, html }) => {
  const outboxId = await keepInOutbox({
    channel: 'email',
    to,
    subject,
    body: text,
    ...(html ? { html } : {}),
  });
  // The terminal stands in for the phone (or inbox) on one machine; this is the message, not a log line.
  if (process.env.PICKET_STAGE === 'local') process.stdout.write(`[outbox] Email to ${to}: ${subject}\n`);
  return { providerMessageId: outboxId };
};
