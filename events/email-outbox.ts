// The email port's local adapter: stored in the outbox (`npm run manage -- outbox --channel email`,
// /dev/outbox) and printed, instead of sent.
import { newId } from '../functions/http/tokens';
import { store } from '../functions/store/service';
import type { SendEmail } from './email-port';

export const writeEmailToOutbox: SendEmail = async ({ to, subject, text }) => {
  const outboxId = newId('out');
  await store.entities.outboxMessage
    .create({ channel: 'email', at: new Date().toISOString(), outboxId, to, subject, body: text })
    .go();
  if (process.env.PICKET_STAGE === 'local') console.log(`[outbox] Email to ${to}: ${subject}`);
  return { providerMessageId: outboxId };
};
