// Keeping a message in the local outbox instead of sending it, sealed: the outbox is a copy of what a
// customer receives (their phone or email, texts that may name them), so it is sealed like every other copy.
import { newId } from '#functions/core/tokens';
import { writeOutboxMessage } from '#functions/store/outbox';
import { outboxContext, sealCopy } from '../../crypto/sealed-copy';
import { customerKeys } from '../keys/customer-keys';

/** Keeps one message; answers its outbox id (the provider message id the ports report). */
export const keepInOutbox = async (message: {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  html?: string;
}): Promise<string> => {
  const keys = await customerKeys();
  const outboxId = newId('out');
  await writeOutboxMessage({
    channel: message.channel,
    at: new Date().toISOString(),
    outboxId,
    to: sealCopy(keys, outboxContext, 'recipient', message.to),
    subject: sealCopy(keys, outboxContext, 'messageText', message.subject ?? ''),
    body: sealCopy(keys, outboxContext, 'messageText', message.body),
    ...(message.html ? { html: sealCopy(keys, outboxContext, 'messageText', message.html) } : {}),
  });
  return outboxId;
};
